import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PublicSite } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { Combobox, type ComboboxOption } from '../../ui/combobox.tsx';

interface SchoolOption extends ComboboxOption {
  site: PublicSite;
}

/** The searchable school list of the landing page; choosing a school opens its dining site. */
export function SchoolPicker({ sites }: { sites: readonly PublicSite[] }) {
  const navigate = useNavigate();
  const options = useMemo<SchoolOption[]>(
    () =>
      [...sites]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((site) => ({ id: String(site.id), label: site.name, site })),
    [sites],
  );

  const open = ({ site }: SchoolOption) => {
    // A school hosted elsewhere is left for its own address.
    if (site.redirect_url && /^https?:\/\//i.test(site.redirect_url)) window.location.assign(site.redirect_url);
    else void navigate(paths.siteHome(site.slug));
  };

  return (
    <Combobox
      label="Find your school's dining site"
      placeholder="Select a school"
      options={options}
      onSelect={open}
      toggleLabel="Show all schools"
      noMatchText={(query) => `No schools match "${query}".`}
      countText={(count) => (count === 1 ? '1 school found' : `${count} schools found`)}
    />
  );
}
