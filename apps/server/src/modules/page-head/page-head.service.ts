import type { FastifyBaseLogger } from 'fastify';
import { getEvent, getSectionBySlug, getSiteInfo, getSpecialOffer, type FirstAnswers, type Site } from '@commons/contract';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { answerKeys } from '../../platform/answer-keys.ts';
import { AppError } from '../../platform/app-error.ts';
import { readCached } from '../../platform/cached-answer.ts';
import type { WebPage } from '../../platform/web-app.ts';
import type { EventsService } from '../events/events.service.ts';
import type { SectionsService } from '../sections/sections.service.ts';
import { homeImageOf } from '../sites/home-image-hint.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { SpecialOffersService } from '../special-offers/special-offers.service.ts';
import { headTags } from './head-tags.ts';
import { pagePathOf, type PagePath, type SitePage } from './page-path.ts';
import { appPageHead, eventHead, genericHead, notFoundHead, sectionHead, sitePageHead, specialOfferHead, type PageHead } from './page-texts.ts';

export interface PageHeadSources {
  /** The API's cache of public answers: a page reads what its first calls will ask for, and keeps it for them. */
  cache: AnswerCache;
  sites: SitesService;
  sections: SectionsService;
  events: EventsService;
  specialOffers: SpecialOffersService;
  publicBaseUrl: string;
  /**
   * How long the lookups may take before the page goes with a generic head: a database that hangs
   * (until it is found unreachable, when lookups fail at once) delays the page by this much at most.
   */
  timeLimitMs?: number;
}

class TookTooLong extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TookTooLong(`Page lookups took over ${ms} ms.`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const ACCOUNT_PAGES: ReadonlySet<SitePage> = new Set<SitePage>(['login', 'signup', 'customer-account']);

const isWebAddress = (url: string | null) => url !== null && /^https?:\/\//i.test(url);

/**
 * What the server says of a page before the client runs: its status and head. A page is not found
 * when the client would show its 404 page: an unknown or unpublished site, an unknown section, an
 * event or special offer the site does not show. The data is what the page's own API calls answer,
 * read through their cache entries.
 */
export function pageHeads({ cache, sites, sections, events, specialOffers, publicBaseUrl, timeLimitMs = 1000 }: PageHeadSources) {
  const siteInfoOf = (slug: string) => readCached(cache, answerKeys.siteInfo(slug, sites.now()), async () => getSiteInfo.answer.parse(await sites.info(slug)));

  interface Described {
    head: PageHead;
    site: Site;
    firstAnswers: FirstAnswers;
    screen?: string;
  }

  async function headOf(page: Exclude<PagePath, { kind: 'not-found' } | { kind: 'app' }>): Promise<Described> {
    const siteInfo = await siteInfoOf(page.site);
    const { site } = siteInfo;
    const firstAnswers: FirstAnswers = { site: { slug: page.site, answer: siteInfo } };
    // A site that moved elsewhere sends every page there from the client: its pages are its home.
    if (isWebAddress(site.redirect_url)) return { head: sitePageHead(site, 'home'), site, firstAnswers };
    switch (page.kind) {
      case 'site':
        // The client shows its 404 page where the site takes no on-the-go orders.
        if (page.page === 'on-the-go-valentine-dining' && !site.show_on_the_go) throw new AppError('not_found', 'Page not found.');
        // The account pages exist only where customers log in (features/account, CustomerLoginSite).
        if (ACCOUNT_PAGES.has(page.page) && !site.customer_login) throw new AppError('not_found', 'Page not found.');
        return { head: sitePageHead(site, page.page), site, firstAnswers };
      case 'section': {
        const key = answerKeys.section(site.id, page.section);
        const found = await readCached(cache, key, async () => getSectionBySlug.answer.parse(await sections.bySlug(site.id, page.section)));
        const wanted = page.section.toLowerCase();
        const section = found.sections.find((s) => s.slug.toLowerCase() === wanted) ?? found.sections[0];
        if (!section) throw new AppError('not_found', 'Section not found.');
        return {
          head: sectionHead(site, section),
          site,
          firstAnswers: { ...firstAnswers, section: { siteId: site.id, slug: page.section, answer: found } },
          screen: (section.master_slug ?? section.slug).toLowerCase(),
        };
      }
      case 'event': {
        const key = answerKeys.event(site.id, page.eventId);
        const { event } = await readCached(cache, key, async () => getEvent.answer.parse(await events.one(site.id, page.eventId)));
        return { head: eventHead(site, event), site, firstAnswers };
      }
      case 'special-offer': {
        const key = answerKeys.specialOffer(site.id, page.specialId);
        const { special_offer } = await readCached(cache, key, async () => getSpecialOffer.answer.parse(await specialOffers.one(site.id, page.specialId)));
        return { head: specialOfferHead(site, special_offer), site, firstAnswers };
      }
    }
  }

  const answer = (status: WebPage['status'], head: PageHead, more: Partial<Pick<WebPage, 'homeImage' | 'firstAnswers' | 'screen'>> = {}): WebPage => ({
    status,
    head: headTags(head, publicBaseUrl),
    homeImage: more.homeImage ?? null,
    firstAnswers: more.firstAnswers ?? {},
    screen: more.screen ?? null,
  });

  return async (path: string, log: FastifyBaseLogger): Promise<WebPage> => {
    const page = pagePathOf(path);
    if (page.kind === 'not-found') return answer(404, notFoundHead());
    if (page.kind === 'app') return answer(200, appPageHead(page.page));
    try {
      const { head, site, firstAnswers, screen } = await within(timeLimitMs, headOf(page));
      const isHome = page.kind === 'site' && page.page === 'home' && !isWebAddress(site.redirect_url);
      return answer(200, head, { homeImage: isHome ? homeImageOf(site) : null, firstAnswers, screen });
    } catch (error) {
      // The API answers these as errors a visitor sees as the 404 page (an unknown site or section, a malformed slug).
      if (error instanceof AppError) return answer(404, notFoundHead());
      log.warn({ err: error, path }, 'The page head could not be looked up; the page goes with a generic head.');
      return answer(200, genericHead(path));
    }
  };
}
