import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from '../../platform/answer-cache.ts';
import { notFound } from '../../platform/app-error.ts';
import type { EventsService } from '../events/events.service.ts';
import type { SectionsService } from '../sections/sections.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { SpecialOffersService } from '../special-offers/special-offers.service.ts';
import { pageHeads } from './page-head.service.ts';

/** Page heads over a site lookup that does what `info` does; nothing else is reached. */
function headsWith(info: () => Promise<never>) {
  const log = { warn: vi.fn() };
  const page = pageHeads({
    cache: new AnswerCache(60_000),
    sites: { info, now: () => new Date('2026-11-22T16:50:00Z') } as unknown as SitesService,
    sections: {} as SectionsService,
    events: {} as EventsService,
    specialOffers: {} as SpecialOffersService,
    publicBaseUrl: 'https://dining.example.edu',
    timeLimitMs: 20,
  });
  return { page: (path: string) => page(path, log as unknown as FastifyBaseLogger), log };
}

const titleOf = (head: string) => /<title data-page-head>([^<]*)<\/title>/.exec(head)?.[1];

describe('pageHeads when the lookups fail', () => {
  it('goes with a generic head when the database fails, and says so in the log', async () => {
    const { page, log } = headsWith(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    const answer = await page('/northfield');
    expect(answer).toMatchObject({ status: 200, homeImage: null });
    expect(titleOf(answer.head)).toBe('Campus Dining');
    expect(answer.head).toContain('<link rel="canonical" href="https://dining.example.edu/northfield" data-page-head>');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a database that does not answer', async () => {
    const { page, log } = headsWith(() => new Promise<never>(() => undefined));
    const answer = await page('/northfield/whats-on-the-menu');
    expect(answer.status).toBe(200);
    expect(titleOf(answer.head)).toBe('Campus Dining');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('answers 404 when the API would answer that the site is not found', async () => {
    const { page, log } = headsWith(() => Promise.reject(notFound('Invalid site.')));
    const answer = await page('/nowhere');
    expect(answer.status).toBe(404);
    expect(titleOf(answer.head)).toBe('Page not found');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("needs no lookup for the app's own pages", async () => {
    const { page } = headsWith(() => Promise.reject(new Error('not asked')));
    expect(titleOf((await page('/campuses')).head)).toBe('Choose your campus | Campus Dining');
  });
});
