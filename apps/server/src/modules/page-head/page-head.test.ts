import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sections, sites, specialOffers } from '../../db/schema/index.ts';
import type { FirstAnswers } from '@commons/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const today = new Date('2026-11-22T16:50:00Z');
const BASE = 'https://dining.example.edu';
const dist = mkdtempSync(join(tmpdir(), 'commons-dist-'));
let t: TestApp;

beforeAll(async () => {
  // The built index.html's head, as Vite leaves it.
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Campus Dining</title><link rel="icon" href="/favicon.svg" /></head><body><div id="root"></div></body></html>',
  );
  // The build's manifest, as far as the section pages' chunks go.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', name: 'index', isEntry: true },
      'src/app/site-route.tsx': { file: 'assets/site-route-2.js', name: 'site-route', imports: ['index.html'] },
      'src/app/section-route.tsx': { file: 'assets/section-route-3.js', name: 'section-route', imports: ['index.html'] },
      'src/features/menu/index.ts': { file: 'assets/menu-4.js', name: 'menu', src: 'src/features/menu/index.ts', imports: ['index.html'] },
      'src/features/menu/menu-page.tsx': { file: 'assets/menu-page-5.js', name: 'menu-page', src: 'src/features/menu/menu-page.tsx', imports: ['_dates-6.js'], css: ['assets/menu-page-7.css'] },
      '_dates-6.js': { file: 'assets/dates-6.js', name: 'dates' },
      'src/features/sections/index.ts': { file: 'assets/sections-8.js', name: 'sections', src: 'src/features/sections/index.ts' },
      'src/features/sections/content-section-page.tsx': { file: 'assets/content-section-page-9.js', name: 'content-section-page', src: 'src/features/sections/content-section-page.tsx' },
    }),
  );
  t = await createTestApp({ today, webDistDir: dist, config: { PUBLIC_BASE_URL: `${BASE}/` } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** The tags the server wrote into the head, by name, unescaped. */
function headOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, title] of html.matchAll(/<title data-page-head>([^<]*)<\/title>/g)) tags.title = unescape(title ?? '');
  for (const [, name, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" data-page-head>/g)) tags[name ?? ''] = unescape(content ?? '');
  for (const [, href] of html.matchAll(/<link rel="canonical" href="([^"]*)" data-page-head>/g)) tags.canonical = unescape(href ?? '');
  return tags;
}

/** The tags that show a picture in link previews: og:image with its type, size and alt text, and the Twitter card. */
type PictureTags = Record<string, string>;

/** A site's preview picture (modules/link-preview): a PNG of 1200 × 630, shown large. */
const sitePicture = (slug: string, alt: string): PictureTags => ({
  'og:image': `${BASE}/files/og/${slug}.png`,
  'og:image:type': 'image/png',
  'og:image:width': '1200',
  'og:image:height': '630',
  'og:image:alt': alt,
  'twitter:card': 'summary_large_image',
  'twitter:image': `${BASE}/files/og/${slug}.png`,
  'twitter:image:alt': alt,
});

/** The app's own pages: its SVG logo, with the small card. */
const appLogo: PictureTags = {
  'og:image': `${BASE}/favicon.svg`,
  'og:image:alt': 'Campus Dining',
  'twitter:card': 'summary',
  'twitter:image': `${BASE}/favicon.svg`,
  'twitter:image:alt': 'Campus Dining',
};

/** Every tag of a page that has an address, a title and a picture. */
const fullHead = (o: { site: string; title: string; description: string; path: string; image: PictureTags }) => ({
  title: o.title,
  description: o.description,
  canonical: `${BASE}${o.path}`,
  'og:site_name': o.site,
  'og:type': 'website',
  'og:title': o.title,
  'og:description': o.description,
  'og:url': `${BASE}${o.path}`,
  'twitter:title': o.title,
  'twitter:description': o.description,
  ...o.image,
});

const NORTHFIELD = 'Northfield University';
/** Northfield's logo is an SVG, its alt text 'Northfield University Dining'. */
const NORTHFIELD_PICTURE = sitePicture('northfield', 'Northfield University Dining');

async function idOf(kind: 'events' | 'special_offers', siteSlug: string, name: string): Promise<number> {
  const { site } = (await t.app.inject({ url: `/v1/sites/${siteSlug}/info` })).json<{ site: { id: number } }>();
  const list = (await t.app.inject({ url: `/v1/${kind}/public_list?site_id=${site.id}` })).json<Record<string, { id: number; title?: string; name?: string }[]>>();
  const found = (list.events ?? list.special_offers ?? []).find((item) => (item.title ?? item.name) === name);
  if (!found) throw new Error(`${name} is not in the demo data`);
  return found.id;
}

describe("a page's first HTML carries its own head", () => {
  it("site home: the tagline and the site's name, its logo, the home picture still asked for first", async () => {
    const res = await page('/northfield');
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body)).toEqual(
      fullHead({
        site: NORTHFIELD,
        title: 'Campus Dining | Northfield University',
        description: "Find what's open, what's on the menu, nutritional information and more.",
        path: '/northfield',
        image: NORTHFIELD_PICTURE,
      }),
    );
    // One title: the page's own took the place of index.html's.
    expect(res.body.match(/<title/g)).toHaveLength(1);
    expect(res.body).toContain('<link rel="preload" as="image" fetchpriority="high" href="/files/images/club-eats-week.svg">');
    expect(res.body).toContain('<div id="root">');
  });

  it('names the site as its slug is spelled, whatever the address spells', async () => {
    const res = await page('/NorthField/');
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body).canonical).toBe(`${BASE}/northfield`);
  });

  it('menu page: the section and the site, without the query string in its address', async () => {
    const res = await page('/northfield/whats-on-the-menu?date=2026-11-22');
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body)).toEqual(
      fullHead({
        site: NORTHFIELD,
        title: "What's on the Menu | Northfield University",
        description: "What's on the menu at Northfield University dining locations, with nutrition and allergen information.",
        path: '/northfield/whats-on-the-menu',
        image: NORTHFIELD_PICTURE,
      }),
    );
  });

  it("content section: its text as the description and its banner as the picture", async () => {
    const head = headOf((await page('/lakeside/about-us')).body);
    expect(head.title).toBe('About Us | Lakeside College');
    expect(head.description).toBe(
      'Who we are Lakeside College Dining serves more than 12,000 meals a day across our campus, from the all-you-care-to-eat dining commons to late-night…',
    );
    // The banner is an SVG, which link previews do not show: the site's picture stands in.
    expect(head['og:image']).toBe(`${BASE}/files/og/lakeside.png`);
    expect(head['og:image:alt']).toBe('Lakeside College Dining');
    expect(head['twitter:card']).toBe('summary_large_image');
  });

  it("content section: a space wherever the page starts a new block, and list items without marks, as the rendered page's description", async () => {
    await t.database.db
      .update(sections)
      .set({ body: '<strong>Our kitchen</strong><p>Fresh food daily.</p>Served<h3>Where</h3><ul><li>Local farms</li><li>Our garden</li></ul><table><tr><td>Mon</td><td>Tue</td></tr></table>' })
      .where(eq(sections.slug, 'sustainability'));
    const head = headOf((await page('/lakeside/sustainability')).body);
    expect(head.description).toBe('Our kitchen Fresh food daily. Served Where Local farms Our garden Mon Tue');
  });

  it('event: its title, brief and picture, a JPEG as stored', async () => {
    const id = await idOf('events', 'northfield', 'Taco Tuesday Fiesta');
    await t.database.db.update(events).set({ picture_file_name: 'taco tuesday.jpg' }).where(eq(events.id, id));
    const res = await page(`/northfield/event/${id}`);
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body)).toEqual(
      fullHead({
        site: NORTHFIELD,
        title: 'Event: Taco Tuesday Fiesta | Northfield University',
        description: 'Build your own tacos with three house salsas.',
        path: `/northfield/event/${id}`,
        image: {
          'og:image': `${BASE}/files/images/taco%20tuesday.jpg`,
          'og:image:type': 'image/jpeg',
          'og:image:alt': 'Taco Tuesday Fiesta',
          'twitter:card': 'summary_large_image',
          'twitter:image': `${BASE}/files/images/taco%20tuesday.jpg`,
          'twitter:image:alt': 'Taco Tuesday Fiesta',
        },
      }),
    );
  });

  it("event without a picture: the site's picture", async () => {
    const id = await idOf('events', 'northfield', 'Pizza Tasting Night');
    await t.database.db.update(events).set({ picture_file_name: null }).where(eq(events.id, id));
    const head = headOf((await page(`/northfield/event/${id}`)).body);
    expect(head.title).toBe('Event: Pizza Tasting Night | Northfield University');
    expect(head).toMatchObject(NORTHFIELD_PICTURE);
  });

  it("special offer: the page's fixed title, the offer's brief; its SVG picture gives way to the site's", async () => {
    const id = await idOf('special_offers', 'northfield', 'Two-for-One Smoothies');
    const res = await page(`/northfield/special-offer/${id}`);
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body)).toEqual(
      fullHead({
        site: NORTHFIELD,
        title: 'Special Offer | Northfield University',
        description: 'Buy one smoothie, get one free at Union Market.',
        path: `/northfield/special-offer/${id}`,
        image: NORTHFIELD_PICTURE,
      }),
    );
  });

  it("a site's static pages", async () => {
    const privacy = await page('/northfield/privacy');
    expect(privacy.statusCode).toBe(200);
    expect(headOf(privacy.body)).toEqual(
      fullHead({
        site: NORTHFIELD,
        title: 'Privacy Policy | Northfield University',
        description: 'How the Northfield University Dining website handles your information.',
        path: '/northfield/privacy',
        image: NORTHFIELD_PICTURE,
      }),
    );
    const terms = headOf((await page('/lakeside/terms-of-use')).body);
    expect([terms.title, terms.description]).toEqual(['Terms of Use | Lakeside College', 'The terms of using the Lakeside College Dining website.']);
    const dietary = await page('/northfield/dietary-health-form');
    expect(dietary.statusCode).toBe(200);
    expect(headOf(dietary.body).title).toBe('Food Allergy/Celiac Disease/Medical Diet Form | Northfield University');
    const onTheGo = await page('/northfield/on-the-go-valentine-dining');
    expect([onTheGo.statusCode, headOf(onTheGo.body).title]).toEqual([200, 'On The Go - Valentine Dining | Northfield University']);
    expect((await page('/lakeside/on-the-go-valentine-dining')).statusCode).toBe(404);
    const complete = await page('/northfield/order-complete');
    expect([complete.statusCode, headOf(complete.body).title, headOf(complete.body).robots]).toEqual([200, 'Order complete | Northfield University', 'noindex']);
    const wellness = headOf((await page('/northfield/balanced-u-events')).body);
    expect([wellness.title, wellness.description]).toEqual(['Balanced U Events | Northfield University', 'Wellness events at Northfield University Dining.']);
  });

  it('the account pages: their own titles, kept out of search engines, found only where customers log in', async () => {
    const login = await page('/northfield/login');
    expect(login.statusCode).toBe(200);
    expect(headOf(login.body)).toEqual({
      ...fullHead({
        site: NORTHFIELD,
        title: 'Log in | Northfield University',
        description: 'Log in to your Northfield University Dining account.',
        path: '/northfield/login',
        image: NORTHFIELD_PICTURE,
      }),
      robots: 'noindex',
    });
    const signUp = await page('/northfield/SignUp/');
    expect([signUp.statusCode, headOf(signUp.body).title, headOf(signUp.body).description, headOf(signUp.body).robots]).toEqual([
      200,
      'Sign up | Northfield University',
      'Create your Northfield University Dining account.',
      'noindex',
    ]);
    const account = await page('/northfield/customer-account?tab=orders');
    expect([account.statusCode, headOf(account.body).title, headOf(account.body).description, headOf(account.body).robots, headOf(account.body).canonical]).toEqual([
      200,
      'Manage Your Account | Northfield University',
      'Your Northfield University Dining account.',
      'noindex',
      `${BASE}/northfield/customer-account`,
    ]);
    // Lakeside has customer login turned off: the client shows the site's 404 page there.
    for (const url of ['/lakeside/login', '/lakeside/signup', '/lakeside/customer-account']) {
      const res = await page(url);
      expect([res.statusCode, headOf(res.body).title], url).toEqual([404, 'Page not found']);
    }
  });

  it("the reservation e-mail's cancel link: its own title, no canonical address, kept out of search engines", async () => {
    const res = await page('/northfield/cancel-reservation/c8Xk2pQ/r-4Zt9');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect([head.title, head.description, head.robots]).toEqual(['Cancel reservation | Northfield University', 'Cancel a reservation at Northfield University Dining.', 'noindex']);
    expect(head.canonical).toBeUndefined();
    expect(head['og:url']).toBeUndefined();
    expect((await page('/no-such-school/cancel-reservation/c8Xk2pQ/r-4Zt9')).statusCode).toBe(404);
    expect((await page('/northfield/cancel-reservation/c8Xk2pQ')).statusCode).toBe(404);
  });

  it("the app's own pages: landing, campuses, mobile privacy, climate-friendly", async () => {
    const landing = await page('/');
    expect(landing.statusCode).toBe(200);
    expect(headOf(landing.body)).toEqual(
      fullHead({
        site: 'Campus Dining',
        title: 'Campus Dining | Find your school',
        description: "Find your school's dining site: what's open, what's on the menu, nutritional information and more.",
        path: '/',
        image: appLogo,
      }),
    );
    const titles: Record<string, string> = {
      '/campuses': 'Choose your campus | Campus Dining',
      '/mobile-privacy': 'Mobile app privacy policy | Campus Dining',
      '/climate-friendly': 'Climate-friendly ratings | Campus Dining',
    };
    for (const [url, title] of Object.entries(titles)) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(headOf(res.body).title).toBe(title);
      expect(headOf(res.body).canonical).toBe(`${BASE}${url}`);
    }
  });

  it("a pre-launch site's home and a moved site's pages are found", async () => {
    const harbor = await page('/harbor');
    expect(harbor.statusCode).toBe(200);
    expect(headOf(harbor.body).title).toBe('Campus Dining | Harbor State University');
    expect((await page('/harbor/about-harbor-dining')).statusCode).toBe(200);
    // Summit moved to its own host: the client sends every page there, so none is a 404.
    const summit = await page('/summit/no-such-section');
    expect(summit.statusCode).toBe(200);
    expect(headOf(summit.body).canonical).toBe(`${BASE}/summit`);
  });
});

describe('pages the client shows as its 404 page answer 404', () => {
  const notFoundHead = {
    title: 'Page not found',
    description: 'The page you were looking for could not be found.',
    robots: 'noindex',
    'og:site_name': 'Campus Dining',
    'og:type': 'website',
    'og:title': 'Page not found',
    'og:description': 'The page you were looking for could not be found.',
    'twitter:title': 'Page not found',
    'twitter:description': 'The page you were looking for could not be found.',
    ...appLogo,
  };

  it('unknown or unpublished sites and sections, unknown addresses, the 404 page itself', async () => {
    // Harbor is pre-launch, and its microsite flags Sneak Peek unpublished.
    for (const url of ['/no-such-school', '/oldmill', '/northfield/no-such-section', '/northfield/draft-page', '/harbor/sneak-peek', '/northfield/about-us/x/y', '/404', '/%3Cscript%3E/x']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(headOf(res.body), url).toEqual(notFoundHead);
    }
  });

  it("events and special offers that do not exist or are another site's", async () => {
    const lakesideEvent = await idOf('events', 'lakeside', 'Sushi Rolling Class');
    const lakesideOffer = await idOf('special_offers', 'lakeside', 'Taco Trio Deal');
    for (const url of ['/northfield/event/999999', `/northfield/event/${lakesideEvent}`, '/northfield/event/abc', '/northfield/special-offer/999999', `/northfield/special-offer/${lakesideOffer}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(headOf(res.body).title).toBe('Page not found');
    }
    // The same event on its own site is found.
    expect((await page(`/lakeside/event/${lakesideEvent}`)).statusCode).toBe(200);
  });
});

/** The answers a page's first HTML carries for its first render, parsed, or null when it carries none. */
function firstAnswersOf(html: string): FirstAnswers | null {
  const json = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as FirstAnswers);
}

const SITE_INFO_PRELOAD = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/v1/sites/northfield/info">';
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;

describe("a page's first HTML carries the answers its first render asks for", () => {
  it("menu page: the site's info and the section, each exactly as its call answers, and the menu screen's chunks", async () => {
    const html = (await page('/northfield/whats-on-the-menu?date=2026-11-22')).body;
    const siteInfo = (await t.app.inject({ url: '/v1/sites/northfield/info' })).json<{ site: { id: number } }>();
    const section = (await t.app.inject({ url: `/v1/sections/info_by_slug?site_id=${siteInfo.site.id}&slug=whats-on-the-menu` })).json<unknown>();
    expect(firstAnswersOf(html)).toEqual({
      site: { slug: 'northfield', answer: siteInfo },
      section: { siteId: siteInfo.site.id, slug: 'whats-on-the-menu', answer: section },
    });
    // The browser has the site's info already: it does not ask for it again.
    expect(html).not.toContain(SITE_INFO_PRELOAD);
    for (const file of ['site-route-2.js', 'section-route-3.js', 'menu-4.js', 'menu-page-5.js', 'dates-6.js']) expect(html).toContain(modulePreload(file));
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/menu-page-7.css">');
    expect(html).not.toContain(modulePreload('index-1.js'));
    expect(html).not.toContain(modulePreload('sections-8.js'));
  });

  it("a content section gets the content page's chunks; the site home carries the site alone", async () => {
    const about = (await page('/northfield/about-us')).body;
    expect(firstAnswersOf(about)?.section?.slug).toBe('about-us');
    for (const file of ['sections-8.js', 'content-section-page-9.js']) expect(about).toContain(modulePreload(file));
    expect(about).not.toContain(modulePreload('menu-page-5.js'));

    const home = (await page('/northfield')).body;
    const answers = firstAnswersOf(home);
    expect(Object.keys(answers ?? {})).toEqual(['site']);
    expect(answers?.site?.answer.site.slug).toBe('northfield');
    expect(home).not.toContain(SITE_INFO_PRELOAD);
  });

  it("carries nothing where the page is not found, and the browser asks for the site's info itself", async () => {
    const missing = await page('/northfield/no-such-section');
    expect(missing.statusCode).toBe(404);
    expect(firstAnswersOf(missing.body)).toBeNull();
    expect(missing.body).toContain(SITE_INFO_PRELOAD);
    expect(firstAnswersOf((await page('/campuses')).body)).toBeNull();
  });
});

describe('operator data in the head', () => {
  it('is escaped, never markup', async () => {
    const hostile = `</title><script>alert(1)</script> "Dining" & $& 'Co'`;
    await t.database.db.update(sites).set({ name: hostile }).where(eq(sites.slug, 'pinecrest'));
    const [site] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'pinecrest'));
    await t.database.db.update(events).set({ title: '<img src=x onerror=alert(2)>' }).where(eq(events.site_id, site?.id ?? 0));
    const [event] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.site_id, site?.id ?? 0));

    const res = await page(`/pinecrest/event/${event?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(
      '<title data-page-head>Event: &lt;img src=x onerror=alert(2)&gt; | &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Dining&quot; &amp; $&amp; &#39;Co&#39;</title>',
    );
    expect(res.body).toContain('<meta property="og:site_name" content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Dining&quot; &amp; $&amp; &#39;Co&#39;" data-page-head>');
    expect(headOf(res.body).title).toBe(`Event: <img src=x onerror=alert(2)> | ${hostile}`);
    expect(res.body.match(/<title/g)).toHaveLength(1);
    // The same name in the page's first answers: data in a script the browser does not run, which no text can end.
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(firstAnswersOf(res.body)?.site?.answer.site.name).toBe(hostile);

    await t.database.db.update(specialOffers).set({ brief: '"><script>alert(3)</script>' }).where(eq(specialOffers.site_id, site?.id ?? 0));
    const [offer] = await t.database.db.select({ id: specialOffers.id }).from(specialOffers).where(eq(specialOffers.site_id, site?.id ?? 0));
    const offerPage = (await page(`/pinecrest/special-offer/${offer?.id}`)).body;
    expect(offerPage).not.toContain('<script>alert(3)');
    expect(offerPage).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;" data-page-head>');
  });
});

describe('without the database', () => {
  it('sends the plain shell with a generic head, not an error', async () => {
    const down = await createTestApp({ today, seed: false, webDistDir: dist, config: { PUBLIC_BASE_URL: BASE } });
    try {
      await down.database.close();
      down.database.close = async () => undefined; // closed above; the rest of the clean-up still runs
      const res = await down.app.inject({ url: '/lakeside/whats-on-the-menu', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(headOf(res.body)).toMatchObject({
        title: 'Campus Dining',
        description: "Find what's open, what's on the menu, nutritional information and more.",
        canonical: `${BASE}/lakeside/whats-on-the-menu`,
      });
    } finally {
      await down.close();
    }
  });
});
