import { useId } from 'react';

/** The activity list's filters, as the page's address keeps them. */
export interface ActivityFilter {
  staff_id?: number;
  entity?: string;
  /** Days (YYYY-MM-DD) on the reader's own clock. */
  from?: string;
  to?: string;
}

/** What kind of thing a change was to, in words (the audit trail's entity names otherwise). */
export const ENTITY_WORDS: Record<string, string> = {
  site: 'Site settings and status',
  homepage_alert: 'Homepage alerts',
  homepage_alert_order: 'Order of the homepage alerts',
  staff_grant: 'Staff roles',
  staff_user: 'Staff accounts',
};
export const entityWords = (entity: string) => ENTITY_WORDS[entity] ?? entity.replaceAll('_', ' ');

/** The API's `from` and `to` for the days chosen: from the first day's start to the last day's end, on the reader's clock. */
export function instantsOf(filter: ActivityFilter): { from?: string; to?: string } {
  const startOf = (day: string) => new Date(`${day}T00:00:00`);
  const to = filter.to ? startOf(filter.to) : undefined;
  if (to) to.setDate(to.getDate() + 1);
  return {
    ...(filter.from ? { from: startOf(filter.from).toISOString() } : {}),
    ...(to ? { to: new Date(to.getTime() - 1).toISOString() } : {}),
  };
}

interface ActivityFiltersProps {
  filter: ActivityFilter;
  people: readonly { id: number; name: string }[];
  entities: readonly string[];
  onChange: (filter: ActivityFilter) => void;
}

/** Who, what and when: each choice narrows the list at once. */
export function ActivityFilters({ filter, people, entities, onChange }: ActivityFiltersProps) {
  const id = useId();
  return (
    <form role="search" aria-label="Filter the activity" className="activity-filters" onSubmit={(event) => event.preventDefault()}>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-who`}>Who</label>
        <select id={`${id}-who`} value={filter.staff_id ?? ''} onChange={(event) => onChange({ ...filter, staff_id: event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value) })}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-what`}>What</label>
        <select id={`${id}-what`} value={filter.entity ?? ''} onChange={(event) => onChange({ ...filter, entity: event.currentTarget.value === '' ? undefined : event.currentTarget.value })}>
          <option value="">Every kind of change</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {entityWords(entity)}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => onChange({ ...filter, from: event.currentTarget.value || undefined })} />
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => onChange({ ...filter, to: event.currentTarget.value || undefined })} />
      </div>
      {filter.staff_id !== undefined || filter.entity !== undefined || filter.from !== undefined || filter.to !== undefined ? (
        <button type="button" className="button button--ghost" onClick={() => onChange({})}>
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
