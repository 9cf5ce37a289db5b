import type { SiteEvent } from '@commons/contract';

/** Where an event takes place: its custom location name when it uses one, else its location's name. */
export function eventPlace(event: Pick<SiteEvent, 'custom_location' | 'custom_location_name' | 'location'>): string | null {
  const custom = event.custom_location_name?.trim();
  if (event.custom_location && custom) return custom;
  return event.location?.name.trim() || null;
}
