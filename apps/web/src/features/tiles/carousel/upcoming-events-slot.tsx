import type { Site } from '@commons/contract';
import { UpcomingEvents } from '../../events/index.ts';

/**
 * Where the upcoming events list sits beside the carousel on wide screens (docs/product/site.md#carousel:
 * month and day, title expanding on hover or focus, links to the events section). Without upcoming
 * events it renders nothing and the carousel takes the whole width.
 */
export function UpcomingEventsSlot({ site }: { site: Site }) {
  return <UpcomingEvents site={site} />;
}
