import { z } from 'zod';
import { get } from './route.ts';
import { id, siteId, slug } from './primitives.ts';
import { event, specialOffer } from './event-shapes.ts';

export * from './event-shapes.ts';

const tag = 'events';

/** How many upcoming events `events/upcoming_events` lists. */
export const UPCOMING_EVENTS_LIMIT = 5;

const siteQuery = z.object({ site_id: siteId }).strict();
const eventsAnswer = z.object({ events: z.array(event) });

export const getPublicEvents = get(
  '/v1/events/public_list',
  { summary: "A site's published events that have not ended yet, by start", tag, query: siteQuery },
  eventsAnswer,
);

export const getUpcomingEvents = get(
  '/v1/events/upcoming_events',
  {
    summary: 'The next few events, those happening now, and the slugs of the events and special offers sections',
    tag,
    query: siteQuery,
  },
  z.object({
    events: z.array(event),
    current_events: z.array(event),
    /** Slug of the site's events section, null when it has none. */
    event_slug: z.string().nullable(),
    /** Slug of the site's special offers section, null when it has none. */
    special_offer_slug: z.string().nullable(),
  }),
);

export const eventQuery = z.object({ site_id: siteId, event_id: id }).strict();
export const getEvent = get('/v1/events/', { summary: 'One published event of a site', tag, query: eventQuery }, z.object({ event }));

export const getBalancedUEvents = get(
  '/v1/balanced_u_events/public_list',
  { summary: "A site's wellness (Balanced U) events that have not ended yet, by start", tag, query: siteQuery },
  eventsAnswer,
);

export const getSpecialOffers = get(
  '/v1/special_offers/public_list',
  { summary: "A site's current and upcoming special offers, by start", tag, query: siteQuery },
  z.object({ special_offers: z.array(specialOffer) }),
);

export const specialOfferQuery = z.object({ site_id: siteId, special_id: id }).strict();
export const getSpecialOffer = get(
  '/v1/special_offers/',
  { summary: 'One special offer of a site', tag, query: specialOfferQuery },
  z.object({ special_offer: specialOffer }),
);

/** One event as an iCalendar file (text/calendar, an attachment), for "Add to calendar". */
export const getEventIcs = get(
  '/v1/events/{site}/{id}.ics',
  { summary: 'One event as an iCalendar (RFC 5545) file to add to a calendar', tag, params: z.object({ site: slug, id }).strict(), mediaType: 'text/calendar' },
  z.string(),
);

/** The site's upcoming events as an iCalendar feed to subscribe to. */
export const getEventsFeed = get(
  '/v1/events/{site}.ics',
  { summary: "A site's upcoming events as an iCalendar (RFC 5545) feed", tag, params: z.object({ site: slug }).strict(), mediaType: 'text/calendar' },
  z.string(),
);
