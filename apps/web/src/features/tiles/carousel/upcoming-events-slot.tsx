import type { Site } from '@commons/contract';

/**
 * Where the upcoming events list sits beside the carousel on wide screens (spec 01 §2 "Carousel":
 * month and day, title expanding on hover or focus, links to the events section). The events work
 * fills it in; until then it renders nothing and the carousel takes the whole width.
 */
export function UpcomingEventsSlot(_props: { site: Site }) {
  return null;
}
