import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { answerKeys, isAnswerOfSite } from './answer-keys.ts';
import { siteChangeOf } from './site-changed.ts';

/** docs/product/console.md#saving: a changed site's kept answers are dropped, and no other site's. */
const northfield = { id: 3, slugs: ['northfield', 'northfield-u'], locationIds: [12, 40] };
const NOW = new Date('2026-11-22T19:05:00Z');

describe('isAnswerOfSite', () => {
  it.each([
    answerKeys.siteInfo('Northfield', NOW),
    answerKeys.siteInfo('northfield-u', NOW),
    answerKeys.section(3, 'hours-of-operation'),
    answerKeys.event(3, 77),
    answerKeys.specialOffer(3, 5),
    'events:public:3:29412345',
    'events:ics:northfield:7:29412345',
    'events:feed:northfield:29412345',
    'locations:map:3:12:29412345',
    'menu:3:12:2026-11-22:',
    'todays:3:29412345',
    'periods:12:2026-11-22',
    'period:40:2:today:29412345',
    'openmensa:northfield:12:1234',
    // Answers about every site: the school picker, the crawlers' page lists.
    'sites:public',
    'crawlers:sitemap:29412345',
  ])('drops %s', (key) => {
    expect(isAnswerOfSite(key, northfield)).toBe(true);
  });

  it.each([answerKeys.siteInfo('lakeside', NOW), answerKeys.section(4, 'northfield-news'), 'events:public:4:29412345', 'menu:4:3:2026-11-22:', 'periods:3:2026-11-22', 'period:13:2:today:1', 'events:feed:lakeside:29412345'])('keeps %s', (key) => {
    expect(isAnswerOfSite(key, northfield)).toBe(false);
  });

  it('keys the site answer by the minute, so alerts turn on and off on time', () => {
    expect(answerKeys.siteInfo('northfield', NOW)).not.toBe(answerKeys.siteInfo('northfield', new Date(NOW.getTime() + 60_000)));
    expect(answerKeys.siteInfo('NorthField', NOW)).toBe(answerKeys.siteInfo('northfield', new Date(NOW.getTime() + 59_000)));
  });
});

describe('AnswerCache.dropWhere', () => {
  it("drops the matching answers only, and keeps no answer made from data read before the drop", () => {
    const cache = new AnswerCache(60_000);
    cache.set('sites:info:northfield:1', 'old', 'a', 0);
    cache.set('sites:info:lakeside:1', 'other', 'b', 0);
    const madeSince = cache.generation;
    expect(cache.dropWhere((key) => isAnswerOfSite(key, northfield))).toBe(1);
    expect(cache.get('sites:info:northfield:1', 1)).toBeUndefined();
    expect(cache.get('sites:info:lakeside:1', 1)?.etag).toBe('b');
    // An answer whose making began before the drop may hold what the drop was for: not kept.
    cache.set('sites:info:northfield:1', 'made before the drop', 'c', 1, madeSince);
    expect(cache.get('sites:info:northfield:1', 1)).toBeUndefined();
    cache.set('sites:info:northfield:1', 'made after', 'd', 1, cache.generation);
    expect(cache.get('sites:info:northfield:1', 1)?.etag).toBe('d');
  });
});

describe('siteChangeOf', () => {
  it('reads a notice, and nothing else', () => {
    expect(siteChangeOf('{"site_id":3,"slugs":["northfield"]}')).toEqual({ site_id: 3, slugs: ['northfield'] });
    for (const payload of [undefined, '', 'x', '3', 'null', '{"site_id":"3","slugs":[]}', '{"site_id":3,"slugs":[1]}', '{"site_id":3}']) expect(siteChangeOf(payload), payload).toBeNull();
  });
});
