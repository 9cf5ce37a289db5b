import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** Addresses in the head are absolute, on the server's public address. */
const PUBLIC = readConfig().PUBLIC_BASE_URL.replace(/\/+$/, '');
const SORRY = "Sorry, we're unable to find that.";
const HOME_DESCRIPTION = "Find what's open, what's on the menu, nutritional information and more.";

const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** The server's first HTML of a page, as a link preview fetcher or a search engine reads it: no script runs. */
async function firstHtml(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const head: Record<string, string> = {};
  for (const [, title] of html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)) head.title = unescape(title ?? '');
  for (const [, name, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" data-page-head>/g)) head[name ?? ''] = unescape(content ?? '');
  for (const [, href] of html.matchAll(/<link rel="canonical" href="([^"]*)" data-page-head>/g)) head.canonical = unescape(href ?? '');
  return { status: res.status(), head, titles: html.match(/<title/g)?.length ?? 0 };
}

/**
 * The head a site's page has: its title and description, the site's name, its address and its
 * picture. Link previews show raster pictures only, so a page whose own picture is an SVG (every
 * demo picture is) shows the site's 1200 × 630 PNG preview.
 */
const siteHead = (o: { site: string; slug: string; title: string; description: string; path: string }) => ({
  title: o.title,
  description: o.description,
  canonical: `${PUBLIC}${o.path}`,
  'og:site_name': o.site,
  'og:type': 'website',
  'og:title': o.title,
  'og:description': o.description,
  'og:url': `${PUBLIC}${o.path}`,
  'og:image': `${PUBLIC}/files/og/${o.slug}.png`,
  'og:image:type': 'image/png',
  'og:image:width': '1200',
  'og:image:height': '630',
  'og:image:alt': `${o.site} Dining`,
  'twitter:card': 'summary_large_image',
  'twitter:title': o.title,
  'twitter:description': o.description,
  'twitter:image': `${PUBLIC}/files/og/${o.slug}.png`,
  'twitter:image:alt': `${o.site} Dining`,
});

/** The rendered page's title and its distinct descriptions, once the page shows `ready`. */
async function renderedHead(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  // The server's own tags stay beside the app's until the app drops them: all must say the same.
  const descriptions = await page.locator('meta[name="description"]').evaluateAll((els) => els.map((el) => el.getAttribute('content')));
  return { title: await page.title(), descriptions: [...new Set(descriptions)] };
}

async function eventId(request: APIRequestContext, title: string): Promise<number> {
  // Northfield is site 1 in the demo data.
  const { events } = (await (await request.get('/v1/events/public_list?site_id=1')).json()) as { events: { id: number; title: string }[] };
  const found = events.find((event) => event.title === title);
  expect(found, title).toBeDefined();
  return found?.id ?? 0;
}

test.describe('page heads', () => {
  test("the first HTML of a site's home, its menu page and an event names the site and the page", async ({ page, request }) => {
    const home = await firstHtml(request, '/northfield');
    expect(home.status).toBe(200);
    expect(home.titles).toBe(1);
    expect(home.head).toEqual(
      siteHead({
        site: 'Northfield University',
        title: 'Campus Dining | Northfield University',
        description: HOME_DESCRIPTION,
        slug: 'northfield',
        path: '/northfield',
      }),
    );

    const menu = await firstHtml(request, '/lakeside/whats-on-the-menu');
    expect(menu.status).toBe(200);
    expect(menu.head).toEqual(
      siteHead({
        site: 'Lakeside College',
        title: "What's on the Menu | Lakeside College",
        description: "What's on the menu at Lakeside College dining locations, with nutrition and allergen information.",
        slug: 'lakeside',
        path: '/lakeside/whats-on-the-menu',
      }),
    );

    const id = await eventId(request, 'Taco Tuesday Fiesta');
    const event = await firstHtml(request, `/northfield/event/${id}`);
    expect(event.status).toBe(200);
    expect(event.head).toEqual(
      siteHead({
        site: 'Northfield University',
        title: 'Event: Taco Tuesday Fiesta | Northfield University',
        description: 'Build your own tacos with three house salsas.',
        slug: 'northfield',
        path: `/northfield/event/${id}`,
      }),
    );
    // The picture the preview shows is there to fetch, a PNG.
    const picture = await request.get(event.head['og:image']?.replace(PUBLIC, '') ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');

    // Once the app runs, the page's title and description are the ones the server sent.
    const rendered = await renderedHead(page, `/northfield/event/${id}`, 'Taco Tuesday Fiesta');
    expect(rendered).toEqual({ title: event.head.title, descriptions: [event.head.description] });
    expect(await renderedHead(page, '/lakeside/whats-on-the-menu', "What's on the Menu")).toEqual({ title: menu.head.title, descriptions: [menu.head.description] });
    // A content page's description is its own text, cut the same way on both sides.
    const about = await firstHtml(request, '/lakeside/about-us');
    expect(await renderedHead(page, '/lakeside/about-us', 'About Us')).toEqual({ title: about.head.title, descriptions: [about.head.description] });
  });

  test('the account pages and the e-mailed cancel link answer 200 with the head the browser then shows', async ({ page, request }) => {
    const pages = [
      { path: '/northfield/login', title: 'Log in | Northfield University', heading: 'Log in to your account' },
      { path: '/northfield/signup', title: 'Sign up | Northfield University', heading: 'Sign up' },
      { path: '/northfield/cancel-reservation/c8Xk2pQ/r-4Zt9', title: 'Cancel reservation | Northfield University', heading: 'Cancel reservation' },
    ];
    for (const { path, title, heading } of pages) {
      const first = await firstHtml(request, path);
      expect([first.status, first.head.title, first.head.robots], path).toEqual([200, title, 'noindex']);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    // The account itself, behind the login: found, and kept out of search engines.
    const account = await firstHtml(request, '/northfield/customer-account');
    expect([account.status, account.head.title, account.head.robots]).toEqual([200, 'Manage Your Account | Northfield University', 'noindex']);
    await expectNoAxeViolations(page);
  });

  test("an unknown page answers 404 and the browser still shows the app's 404 page", async ({ page, request }) => {
    for (const path of ['/northfield/no-such-section', '/no-such-school', '/northfield/event/999999']) {
      const { status, head } = await firstHtml(request, path);
      expect(status, path).toBe(404);
      expect([head.title, head.robots]).toEqual(['Page not found', 'noindex']);
    }
    const response = await page.goto('/northfield/no-such-section');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: SORRY })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await expectNoAxeViolations(page);
  });

  test("a site page starts with the site and section its first HTML carries, and asks the server for neither", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) asked.push(url.pathname);
    });
    await page.goto('/northfield/whats-on-the-menu');
    await expect(page.getByRole('heading', { level: 1, name: "What's on the Menu" })).toBeVisible();
    await expect(page.getByText('Order ahead from Northfield University Dining locations.')).toBeVisible();
    expect(asked).not.toContain('/v1/sites/northfield/info');
    expect(asked).not.toContain('/v1/sections/info_by_slug');
    // The answers were data for the first render, not part of the page: the app took them out.
    await expect(page.locator('#first-answers')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Another section, reached in the app, is asked for as before.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menus & Hours' }).click();
    await nav.getByRole('link', { name: 'Hours of Operation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hours of Operation' })).toBeVisible();
    expect(asked).toContain('/v1/sections/info_by_slug');
  });
});
