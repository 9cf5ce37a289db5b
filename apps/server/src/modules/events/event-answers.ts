import type { SiteEvent } from '@commons/contract';
import type { EventRow } from './events.repo.ts';

/** An event row as the contract's `event`: the place named by its location or its custom name. */
export function eventOf(row: EventRow): SiteEvent {
  return {
    id: row.id,
    title: row.title,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    picture: row.picture_file_name ? { file_name: row.picture_file_name } : null,
    location: row.location_name === null ? null : { name: row.location_name },
    custom_location: row.custom_location,
    custom_location_name: row.custom_location_name,
    brief: row.brief,
    description: row.description,
  };
}

/** Where an event takes place, as a visitor reads it: the custom name when it uses one, else its location's name. */
export function placeOf(row: Pick<EventRow, 'custom_location' | 'custom_location_name' | 'location_name'>): string | null {
  const custom = row.custom_location_name?.trim();
  if (row.custom_location && custom) return custom;
  return row.location_name?.trim() || null;
}
