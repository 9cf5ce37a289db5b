import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Friday 2026-03-06, noon in New York (Northfield), 9:00 in Los Angeles (Lakeside). The demo
// events are timed relative to this day in each site's zone.
const today = new Date('2026-03-06T17:00:00Z');
let now = today;
let t: TestApp;
const site: Record<string, number> = {};
const eventId: Record<string, number> = {};

interface EventAnswer {
  id: number;
  title: string;
  start: string;
  end: string;
  picture: { file_name: string } | null;
  location: { name: string } | null;
  custom_location: boolean;
  custom_location_name: string | null;
  brief: string | null;
  description: string | null;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const listOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json<{ events: EventAnswer[] }>().events;
};

beforeAll(async () => {
  t = await createTestApp({ today, clock: () => now });
  for (const row of await t.database.db.select().from(sites)) site[row.slug] = row.id;
  for (const row of await t.database.db.select().from(events)) eventId[row.title] = row.id;
  // A draft event of Northfield: never public.
  const [draft] = await t.database.db
    .insert(events)
    .values({ site_id: site.northfield ?? 0, title: 'Draft Tasting', start: new Date('2026-03-09T17:00:00Z'), end: new Date('2026-03-09T18:00:00Z'), published: false })
    .returning({ id: events.id });
  eventId['Draft Tasting'] = draft?.id ?? 0;
});
afterAll(async () => t.close());

describe('GET /v1/events/public_list', () => {
  it("lists the published events that have not ended, by start, in the contract's shape", async () => {
    const list = await listOf(`/v1/events/public_list?site_id=${site.northfield}`);
    expect(list.map((e) => e.title)).toEqual([
      'Taco Tuesday Fiesta',
      'Farmers Market on the Green',
      'Mindful Eating Workshop',
      "Chef's Table: Flavors of Thailand",
      'Yoga & Smoothies',
      'Pizza Tasting Night',
      'Harvest Dinner',
    ]);
    const taco = list[0];
    expect(Object.keys(taco ?? {}).sort()).toEqual(
      ['brief', 'custom_location', 'custom_location_name', 'description', 'end', 'id', 'location', 'picture', 'start', 'title'].sort(),
    );
    // Tomorrow (Saturday 2026-03-07) 11:00 to 14:00 in New York, before the change to daylight time.
    expect(taco).toMatchObject({
      start: '2026-03-07T16:00:00.000Z',
      end: '2026-03-07T19:00:00.000Z',
      location: { name: 'Founders Dining Commons' },
      custom_location: false,
      custom_location_name: null,
      brief: 'Build your own tacos with three house salsas.',
      picture: { file_name: 'event-northfield-taco-tuesday-fiesta.svg' },
    });
    expect(taco?.description).toContain('<li>');
    const market = list[1];
    expect(market).toMatchObject({ custom_location: true, custom_location_name: 'Founders Lawn', location: null });
    // Tuesday 2026-03-10, 10:00 daylight time.
    expect(market?.start).toBe('2026-03-10T14:00:00.000Z');
  });

  it('keeps an event listed while it is under way and drops it once it ends', async () => {
    now = new Date('2026-03-07T18:00:00Z'); // Saturday 13:00 in New York: the taco event runs until 14:00.
    expect((await listOf(`/v1/events/public_list?site_id=${site.northfield}`))[0]?.title).toBe('Taco Tuesday Fiesta');
    now = new Date('2026-03-07T19:00:00Z');
    expect((await listOf(`/v1/events/public_list?site_id=${site.northfield}`))[0]?.title).toBe('Farmers Market on the Green');
    now = today;
  });

  it('is empty for a site without events and for a site whose events are not published', async () => {
    expect(await listOf(`/v1/events/public_list?site_id=${site.harbor}`)).toEqual([]);
    await t.database.db.insert(events).values({ site_id: site.harbor ?? 0, title: 'Harbor Preview', start: new Date('2026-03-10T17:00:00Z'), end: new Date('2026-03-10T18:00:00Z') });
    expect(await listOf(`/v1/events/public_list?site_id=${site.harbor}`)).toEqual([]);
  });

  it("answers 'Invalid site.' for an unknown or unpublished site", async () => {
    for (const id of [site.oldmill, 999_999]) {
      const res = await get(`/v1/events/public_list?site_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    }
  });

  it('refuses bad, hostile and oversized input with field errors', async () => {
    const cases: [string, Record<string, string>][] = [
      ['', { site_id: 'Must be a number.' }],
      ['site_id=abc', { site_id: 'Must be a number.' }],
      ['site_id=1%3BDROP%20TABLE%20events', { site_id: 'Must be a number.' }],
      ['site_id=-1', { site_id: 'Must be a positive number.' }],
      ['site_id=99999999999999', { site_id: 'Too large.' }],
      [`site_id=${'9'.repeat(400)}`, { site_id: 'Must be a number.' }],
      ['site_id=1&event_id=2', { event_id: 'This field is not allowed.' }],
    ];
    for (const [query, errors] of cases) {
      const res = await get(`/v1/events/public_list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ status: 'error', msg: 'Please check the highlighted fields.', errors });
    }
  });

  it('answers with an ETag and 304 when it still matches', async () => {
    const first = await get(`/v1/events/public_list?site_id=${site.northfield}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toMatch(/public/);
    const again = await t.app.inject({ method: 'GET', url: `/v1/events/public_list?site_id=${site.northfield}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /v1/balanced_u_events/public_list', () => {
  it('lists only the wellness events', async () => {
    expect((await listOf(`/v1/balanced_u_events/public_list?site_id=${site.northfield}`)).map((e) => e.title)).toEqual(['Mindful Eating Workshop', 'Yoga & Smoothies']);
    expect((await listOf(`/v1/balanced_u_events/public_list?site_id=${site.lakeside}`)).map((e) => e.title)).toEqual(['Wellness Walk & Brunch', 'Plant-Forward Cooking Demo']);
  });

  it('is empty for a site without wellness events and refuses an unpublished site', async () => {
    expect(await listOf(`/v1/balanced_u_events/public_list?site_id=${site.pinecrest}`)).toEqual([]);
    expect((await get(`/v1/balanced_u_events/public_list?site_id=${site.oldmill}`)).json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });
});

describe('GET /v1/events/upcoming_events', () => {
  interface Upcoming {
    events: EventAnswer[];
    current_events: EventAnswer[];
    event_slug: string | null;
    special_offer_slug: string | null;
  }
  const upcoming = async (id: number | undefined) => {
    const res = await get(`/v1/events/upcoming_events?site_id=${id}`);
    expect(res.statusCode).toBe(200);
    return res.json<Upcoming>();
  };

  it('gives the next five events, none under way, and the sections to link', async () => {
    const answer = await upcoming(site.northfield);
    expect(answer.events.map((e) => e.title)).toEqual([
      'Taco Tuesday Fiesta',
      'Farmers Market on the Green',
      'Mindful Eating Workshop',
      "Chef's Table: Flavors of Thailand",
      'Yoga & Smoothies',
    ]);
    expect(answer.current_events).toEqual([]);
    expect(answer.event_slug).toBe('events');
    expect(answer.special_offer_slug).toBe('special-offers');
  });

  it('lists an event under way as current, not as upcoming', async () => {
    now = new Date('2026-03-07T17:30:00Z');
    const answer = await upcoming(site.northfield);
    expect(answer.current_events.map((e) => e.title)).toEqual(['Taco Tuesday Fiesta']);
    expect(answer.events[0]?.title).toBe('Farmers Market on the Green');
    now = today;
  });

  it('gives null slugs where a site has no such section, and no events when none are coming or they are not published', async () => {
    // Pinecrest's events have all ended.
    const pinecrest = await upcoming(site.pinecrest);
    expect(pinecrest.event_slug).toBe('events');
    expect(pinecrest.special_offer_slug).toBe('special-offers');
    expect(pinecrest.events).toEqual([]);
    const harbor = await upcoming(site.harbor);
    expect(harbor).toEqual({ events: [], current_events: [], event_slug: null, special_offer_slug: null });
  });
});

describe('GET /v1/events/', () => {
  it('gives one event by id, also one that has ended', async () => {
    const res = await get(`/v1/events/?site_id=${site.northfield}&event_id=${eventId['Pancake Breakfast']}`);
    expect(res.statusCode).toBe(200);
    const { event } = res.json<{ event: EventAnswer }>();
    expect(event).toMatchObject({ id: eventId['Pancake Breakfast'], title: 'Pancake Breakfast', location: { name: 'North Tower Dining' } });
  });

  it("is not found for an unknown id, another site's event or a draft", async () => {
    for (const id of [999_999, eventId['Sushi Rolling Class'], eventId['Draft Tasting']]) {
      const res = await get(`/v1/events/?site_id=${site.northfield}&event_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'We could not find that event.' });
    }
  });

  it('refuses a missing or bad event_id and an unpublished site', async () => {
    const missing = await get(`/v1/events/?site_id=${site.northfield}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 'error', msg: 'Please check the highlighted fields.', errors: { event_id: 'Must be a number.' } });
    const bad = await get(`/v1/events/?site_id=${site.northfield}&event_id=1.5`);
    expect(bad.json<{ errors: Record<string, string> }>().errors.event_id).toBe('Must be a whole number.');
    const hidden = await get(`/v1/events/?site_id=${site.oldmill}&event_id=1`);
    expect(hidden.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });
});
