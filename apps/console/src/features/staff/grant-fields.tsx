import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { CheckboxGroupField } from '@commons/ui/form/checkbox-group-field.tsx';
import { SelectField } from '@commons/ui/form/select-field.tsx';
import type { GrantFieldValues } from './grant-form.ts';
import type { GrantScope } from './grant-scope.ts';
import { ROLE_HELP, ROLE_NAMES, SITE_ROLES, type GrantRole } from './role-words.ts';
import { siteLocationsQuery } from './staff-queries.ts';

interface GrantFieldsProps<T extends GrantFieldValues & FieldValues, Out> {
  control: Control<T, unknown, Out>;
  /** Where the role holds: the scope's site, or a site chosen here (and then the platform admin role is offered too). */
  scope: GrantScope;
}

const siteRoleOptions = SITE_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));
const everyRoleOptions = [...siteRoleOptions, { value: 'platform_admin', label: `${ROLE_NAMES.platform_admin} (every site)` }];

/**
 * The role, and what it needs: the site it is on (when the scope lets it be chosen; none for a
 * platform admin), the locations of a location manager (those of the site, read when needed; a
 * new site clears the ones chosen), the health forms of service desk.
 */
export function GrantFields<T extends GrantFieldValues & FieldValues, Out>({ control, scope }: GrantFieldsProps<T, Out>) {
  const role = useWatch({ control, name: 'role' as Path<T> }) as GrantRole;
  const chosenSite = useWatch({ control, name: 'site_id' as Path<T> }) as string;
  const siteId = scope.kind === 'site' ? scope.site.id : chosenSite === '' ? null : Number(chosenSite);
  const locations = useQuery({ ...siteLocationsQuery(siteId ?? 0), enabled: role === 'location_manager' && siteId !== null });
  const { field: locationIds } = useController({ control, name: 'location_ids' as Path<T> });
  const { onChange: setLocationIds } = locationIds;
  const siteShown = useRef(siteId);
  useEffect(() => {
    if (siteShown.current === siteId) return;
    siteShown.current = siteId;
    setLocationIds([]);
  }, [siteId, setLocationIds]);

  return (
    <>
      <SelectField control={control} name={'role' as Path<T>} label="Role" hint={ROLE_HELP[role]} options={scope.kind === 'any' ? everyRoleOptions : siteRoleOptions} isRequired />
      {scope.kind === 'any' && role !== 'platform_admin' ? (
        <SelectField control={control} name={'site_id' as Path<T>} label="Site" placeholder="Choose a site" options={scope.sites.map((site) => ({ value: String(site.id), label: site.name }))} isRequired />
      ) : null}
      {role === 'location_manager' ? (
        siteId === null ? (
          <p className="field-note">Choose the site first: its locations are listed here.</p>
        ) : locations.data === undefined ? (
          <p className="field-note" role="status">
            {locations.isError ? 'The site’s locations could not be loaded. Close this and try again.' : 'Loading the locations…'}
          </p>
        ) : (
          <CheckboxGroupField
            control={control}
            name={'location_ids' as Path<T>}
            label="Locations"
            hint="Choose at least one location this person manages."
            options={locations.data.map((location) => ({ value: String(location.id), label: location.active ? location.name : `${location.name} (inactive)` }))}
            isRequired
          />
        )
      ) : null}
      {role === 'service_desk' ? (
        <CheckboxField control={control} name={'health_data' as Path<T>} label="May read dietary health forms" hint="Health forms hold students’ medical details: give this only to those who handle them." />
      ) : null}
    </>
  );
}
