import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components/Select';
import type { ConsoleSite } from '@commons/contract/console';

interface SiteSwitcherProps {
  sites: readonly ConsoleSite[];
  /** The slug of the site open now, or null on a page of no site. */
  current: string | null;
  onChange: (slug: string) => void;
}

/**
 * Chooses the site the console works on, for a person with more than one: a React Aria select (a
 * button that opens a list; arrow keys, type-ahead, Enter and Escape as a native select).
 */
export function SiteSwitcher({ sites, current, onChange }: SiteSwitcherProps) {
  const selected = sites.find((site) => site.slug.toLowerCase() === current?.toLowerCase())?.slug ?? null;
  return (
    <Select
      className="site-switcher"
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (typeof key === 'string' && key !== selected) onChange(key);
      }}
      placeholder="Choose a site"
    >
      <Label className="site-switcher__label">Site</Label>
      <Button className="site-switcher__button">
        <SelectValue className="site-switcher__value" />
        <span className="site-switcher__chevron" aria-hidden="true" />
      </Button>
      <Popover className="site-switcher__popover" placement="bottom start">
        <ListBox className="site-switcher__list" items={sites}>
          {(site) => (
            <ListBoxItem id={site.slug} className="site-switcher__option" textValue={site.name}>
              {site.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
