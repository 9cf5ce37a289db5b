import { appRoutes } from '@commons/contract';
import type { EventsRepo } from '../events/events.repo.ts';
import { sectionTree } from '../sections/section-tree.ts';
import type { SectionsService } from '../sections/sections.service.ts';
import type { SiteRow } from '../sites/sites.repo.ts';
import type { SpecialOffersRepo } from '../special-offers/special-offers.repo.ts';
import type { CrawlersRepo } from './crawlers.repo.ts';

/** What search engines are told: the pages to list, and the sections they are asked to leave alone. */
export interface CrawlerPages {
  /** Page addresses (paths) for the sitemap, each site's in the order of its navigation. */
  listed: string[];
  /** Section pages of published sites whose sections are marked no_robots. */
  disallowed: string[];
}

interface Sources {
  repo: CrawlersRepo;
  sections: SectionsService;
  events: EventsRepo;
  specialOffers: SpecialOffersRepo;
  clock: () => Date;
}

/** The app's own pages that anyone may find: the landing and the pages that need no site. */
const APP_PAGES = [appRoutes.landing, appRoutes.campuses, appRoutes['mobile-privacy'], appRoutes['climate-friendly']].map((path) => `/${path}`);

const isWebAddress = (url: string | null) => url !== null && /^https?:\/\//i.test(url);

/**
 * The pages of every published site a search engine may list: its home, its sections that have a
 * page of their own (published, under published parents; not links elsewhere), its events and
 * special offers that have not ended. A section marked no_robots is left out and disallowed.
 *
 * A pre-launch site is listed too: its home is the microsite a visitor finds there, and its
 * sections are those the microsite publishes (the others are its 404 pages). A site that moved to
 * a host of its own (redirect_url) is left out: its pages send visitors there.
 */
export function crawlerPages({ repo, sections, events, specialOffers, clock }: Sources) {
  async function ofSite(site: SiteRow, now: Date): Promise<CrawlerPages> {
    const home = `/${site.slug}`;
    const [rows, upcoming, offers] = await Promise.all([
      sections.shownRows(site),
      site.flags.events_published === true ? events.notEnded(site.id, now) : [],
      specialOffers.notEnded(site.id, now),
    ]);
    const noRobots = new Set(rows.filter((row) => row.no_robots).map((row) => row.id));
    const listed = [home];
    const disallowed: string[] = [];
    const walk = (nodes: ReturnType<typeof sectionTree>) => {
      for (const node of nodes) {
        if (node.has_page && node.slug !== '') (noRobots.has(node.id) ? disallowed : listed).push(`${home}/${node.slug}`);
        walk(node.nodes);
      }
    };
    walk(sectionTree(rows));
    listed.push(...upcoming.map((event) => `${home}/event/${event.id}`), ...offers.map((offer) => `${home}/special-offer/${offer.id}`));
    return { listed, disallowed };
  }

  return {
    async pages(): Promise<CrawlerPages> {
      const now = clock();
      const sites = (await repo.publishedSites()).filter((site) => !isWebAddress(site.redirect_url));
      const perSite = await Promise.all(sites.map((site) => ofSite(site, now)));
      return { listed: [...APP_PAGES, ...perSite.flatMap((site) => site.listed)], disallowed: perSite.flatMap((site) => site.disallowed) };
    },
  };
}
export type CrawlerPagesService = ReturnType<typeof crawlerPages>;
