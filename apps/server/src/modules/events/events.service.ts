import { UPCOMING_EVENTS_LIMIT, type SiteEvent } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import { sectionTree } from '../sections/section-tree.ts';
import { eventOf } from './event-answers.ts';
import { eventsCalendar } from './event-calendar.ts';
import type { EventRow, EventsRepo } from './events.repo.ts';
import { specialSectionSlug } from './section-slugs.ts';
import { publishedSiteById } from '../sites/published-site.ts';

const EVENT_NOT_FOUND = 'We could not find that event.';

/** Does the site publish its events (site flag events_published)? */
const showsEvents = (site: SiteRow) => site.flags.events_published === true;

/** A file name made of the title's letters and digits: 'Chef's Table: Thai' → 'chefs-table-thai.ics'. */
function fileNameOf(title: string, id: number): string {
  const base = title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || `event-${id}`}.ics`;
}

/**
 * Events of published sites. A site whose events are not published (events_published false) lists
 * none and shows none, in JSON and in calendars alike.
 */
export function eventsService(repo: EventsRepo, sites: SitesRepo, clock: () => Date, publicBaseUrl: string) {
  async function publishedSite(siteId: number): Promise<SiteRow> {
    const site = await publishedSiteById(sites, siteId);
    return site;
  }

  async function publishedSiteBySlug(slug: string): Promise<SiteRow> {
    const site = await sites.findBySlug(slug);
    if (!site || !site.published) throw notFound('Invalid site.');
    return site;
  }

  async function shownEvent(site: SiteRow, eventId: number): Promise<EventRow> {
    const row = showsEvents(site) ? await repo.findOfSite(site.id, eventId) : undefined;
    if (!row || !row.published) throw notFound(EVENT_NOT_FOUND);
    return row;
  }

  const listOf = async (siteId: number, balancedU: boolean): Promise<{ events: SiteEvent[] }> => {
    const site = await publishedSite(siteId);
    if (!showsEvents(site)) return { events: [] };
    return { events: (await repo.notEnded(site.id, clock(), balancedU)).map(eventOf) };
  };

  return {
    /** Published events that have not ended, by start. */
    publicList: (siteId: number) => listOf(siteId, false),

    /** The wellness (Balanced U) events that have not ended, by start. */
    balancedU: (siteId: number) => listOf(siteId, true),

    /** The next few events, those under way, and where the events and special offers sections live. */
    async upcoming(siteId: number) {
      const site = await publishedSite(siteId);
      const now = clock();
      const [next, current, sectionRows] = await Promise.all([
        showsEvents(site) ? repo.startingAfter(site.id, now, UPCOMING_EVENTS_LIMIT) : [],
        showsEvents(site) ? repo.happeningAt(site.id, now) : [],
        sites.publishedSections(site.id),
      ]);
      const tree = sectionTree(sectionRows);
      return {
        events: next.map(eventOf),
        current_events: current.map(eventOf),
        event_slug: specialSectionSlug(tree, 'events'),
        special_offer_slug: specialSectionSlug(tree, 'special-offers'),
      };
    },

    /** One published event of the site; another site's event is not found. */
    async one(siteId: number, eventId: number): Promise<{ event: SiteEvent }> {
      const site = await publishedSite(siteId);
      return { event: eventOf(await shownEvent(site, eventId)) };
    },

    /** One event as an iCalendar file to add to a calendar. */
    async eventCalendar(siteSlug: string, eventId: number): Promise<{ fileName: string; text: string }> {
      const site = await publishedSiteBySlug(siteSlug);
      const row = await shownEvent(site, eventId);
      return { fileName: fileNameOf(row.title, row.id), text: eventsCalendar({ site, events: [row], baseUrl: publicBaseUrl, now: clock() }) };
    },

    /** The site's events that have not ended, as an iCalendar feed. */
    async feed(siteSlug: string): Promise<string> {
      const site = await publishedSiteBySlug(siteSlug);
      const now = clock();
      const rows = showsEvents(site) ? await repo.notEnded(site.id, now) : [];
      return eventsCalendar({ site, events: rows, baseUrl: publicBaseUrl, now });
    },
  };
}
export type EventsService = ReturnType<typeof eventsService>;
