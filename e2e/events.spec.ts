import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, type Page, type Route } from './support/test.ts';
import { test } from './support/faults.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/** Northfield is site 1 in the demo data. */
const skipLandingModal = async (page: Page, siteId = 1) => {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
  await page.context().addCookies([{ name: `commons_landing_modal_${siteId}`, value: 'dismissed', url }]);
};

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, title: string) => main(page).getByRole('article', { name: title });

/** Holds a call until `release` is called, to see the loading state. */
function holdCalls(page: Page, pattern: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ready = page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { ready, release: () => release() };
}

test.describe('events', () => {
  test('a list is fetched once per visit, and again when the visitor comes back later', async ({ page, context }) => {
    // Counted on the way to the real server (routing also keeps the browser's HTTP cache out of it).
    let fetched = 0;
    await context.route('**/v1/events/public_list?*', async (route) => {
      fetched += 1;
      await route.continue();
    });
    await page.goto('/northfield/events');
    await expect(card(page, 'Taco Tuesday Fiesta')).toBeVisible();
    await card(page, 'Taco Tuesday Fiesta').getByRole('link', { name: /Read more/ }).click();
    await main(page).getByRole('link', { name: 'Back to all events' }).click();
    await expect(card(page, 'Taco Tuesday Fiesta')).toBeVisible();
    expect(fetched).toBe(1);

    // Coming back later is a new visit: a fresh page of the app asks again.
    const later = await context.newPage();
    await later.goto('/northfield/events');
    await expect(card(later, 'Taco Tuesday Fiesta')).toBeVisible();
    await expect.poll(() => fetched).toBe(2);
  });

  test('the events list leads to an event and back', async ({ page }) => {
    await page.goto('/northfield/events');
    await expect(page).toHaveTitle('Events | Northfield University');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const titles = main(page).getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([
      'Taco Tuesday Fiesta',
      'Farmers Market on the Green',
      'Mindful Eating Workshop',
      "Chef's Table: Flavors of Thailand",
      'Yoga & Smoothies',
      'Pizza Tasting Night',
      'Harvest Dinner',
    ]);
    const taco = card(page, 'Taco Tuesday Fiesta');
    await expect(taco.getByRole('img', { name: 'Taco Tuesday Fiesta' })).toBeVisible();
    await expect(taco.getByText('Founders Dining Commons')).toBeVisible();
    await expect(taco.getByText('Build your own tacos with three house salsas.')).toBeVisible();
    await expect(taco.getByText(/^\d{1,2}:\d{2}[ap] - \d{1,2}:\d{2}[ap]$/)).toHaveText('11:00a - 2:00p');
    await expect(taco.locator('time')).toHaveText(/^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // A custom location shows its own name.
    await expect(card(page, 'Farmers Market on the Green').getByText('Founders Lawn')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'events-list');

    const readMore = taco.getByRole('link', { name: 'Read more' });
    await expect(readMore).toHaveAccessibleDescription('Taco Tuesday Fiesta');
    await readMore.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/northfield\/event\/\d+$/);
    await expect(page).toHaveTitle('Event: Taco Tuesday Fiesta | Northfield University');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Taco Tuesday Fiesta' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(main(page).getByText('Celebrate with a taco bar and live music.')).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: 'Fresh corn tortillas pressed to order' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'event-detail');

    await main(page).getByRole('link', { name: 'Back to all events' }).click();
    await expect(page).toHaveURL(/\/northfield\/events\/$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(card(page, 'Taco Tuesday Fiesta')).toBeVisible();
  });

  test("focus waits for a slow event's content, then lands on its heading", async ({ page }) => {
    await page.goto('/northfield/events');
    const taco = card(page, 'Taco Tuesday Fiesta');
    await expect(taco).toBeVisible();
    const held = holdCalls(page, '**/v1/events/?*');
    await held.ready;
    await taco.getByRole('link', { name: /Read more/ }).click();
    // The event's answer is held while the page says it is loading: focus must not settle yet.
    await expect(main(page).getByRole('status')).toHaveText('Loading events...');
    held.release();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Taco Tuesday Fiesta' })).toBeFocused();
    await expect(page.getByText('Event: Taco Tuesday Fiesta | Northfield University', { exact: true })).toBeAttached();
  });

  test('"Add to calendar" downloads the event as an iCalendar file', async ({ page }) => {
    await page.goto('/northfield/events');
    await card(page, 'Farmers Market on the Green').getByRole('link', { name: 'Read more' }).click();
    await expect(page).toHaveTitle('Event: Farmers Market on the Green | Northfield University');
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe('farmers-market-on-the-green.ics');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]);
    expect(event.summary).toBe('Farmers Market on the Green');
    expect(event.location).toBe('Founders Lawn');
    expect(event.startDate.toString()).toMatch(/T10:00:00$/);
    expect(event.component.getFirstPropertyValue('url')).toMatch(/\/northfield\/event\/\d+$/);
  });

  test('an unknown event says so', async ({ page }) => {
    await page.goto('/northfield/event/999999');
    await expect(main(page).getByRole('alert')).toHaveText('We could not find that event.');
    await expect(main(page).getByRole('link', { name: 'Back to all events' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the list shows its loading, failure and empty states', async ({ page, serverFaults }) => {
    const held = holdCalls(page, '**/v1/events/public_list?*');
    await held.ready;
    await page.goto('/northfield/events');
    await expect(main(page).getByRole('status')).toHaveText('Loading events...');
    await expectNoAxeViolations(page);
    held.release();
    await expect(card(page, 'Harvest Dinner')).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await serverFaults.fail('/v1/events/public_list');
    await page.goto('/lakeside/events');
    await expect(main(page).getByRole('alert')).toContainText("We're sorry, but something went wrong.");
    await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);
    await serverFaults.restore();

    // Pinecrest's events have all ended.
    await page.goto('/pinecrest/events');
    await expect(main(page).getByText("We didn't find any events, but check back soon!")).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'events-empty');
  });

  test('the wellness events page lists the Balanced U events', async ({ page }) => {
    await page.goto('/northfield/balanced_u_events');
    await expect(page).toHaveTitle('Balanced U Events | Northfield University');
    await expect(main(page).getByRole('article').getByRole('heading', { level: 2 })).toHaveText(['Mindful Eating Workshop', 'Yoga & Smoothies']);
    await expect(card(page, 'Mindful Eating Workshop').getByText('Wellness Center, Room 204')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/northfield/balanced-u-events');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Balanced U Events' })).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(2);

    // Pinecrest has no wellness events and no wellness section.
    await page.goto('/pinecrest/balanced-u-events');
    await expect(main(page).getByText('Check back soon for more events')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('special offers', () => {
  test('the offers list leads to an offer', async ({ page }) => {
    await page.goto('/northfield/special-offers');
    await expect(page).toHaveTitle('Special Offers | Northfield University');
    await expect(main(page).getByRole('article').getByRole('heading', { level: 2 })).toHaveText(['Free Cookie Friday', 'Two-for-One Smoothies', 'Late Night Burger Combo']);
    const smoothies = card(page, 'Two-for-One Smoothies');
    await expect(smoothies.getByRole('img', { name: 'Two-for-One Smoothies' })).toBeVisible();
    await expect(smoothies.locator('time')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2} - \d{1,2}\/\d{1,2}\/\d{2}$/);
    await expect(smoothies.getByText('Buy one smoothie, get one free at Union Market.')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'special-offers');

    await smoothies.getByRole('link', { name: 'Read more' }).click();
    await expect(page).toHaveTitle('Special Offer | Northfield University');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Two-for-One Smoothies' })).toBeVisible();
    await expect(main(page).getByText('Bring a friend this week.')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'special-offer-detail');
    await main(page).getByRole('link', { name: 'Back to all special offers' }).click();
    await expect(page).toHaveURL(/\/northfield\/special-offers\/$/);
  });

  test('a site without offers says so', async ({ page }) => {
    // Pinecrest's only offer has ended.
    await page.goto('/pinecrest/special-offers');
    await expect(main(page).getByText("We didn't find any specials, but check back soon!")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('upcoming events beside the carousel', () => {
  const upcoming = (page: Page) => main(page).getByRole('region', { name: 'Upcoming Events' });

  test('shows the next events with month and day on wide screens only', async ({ page }) => {
    await skipLandingModal(page);
    await page.goto('/northfield');
    const list = upcoming(page);
    await expect(list).toBeVisible();
    const links = list.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAccessibleName(/^[A-Z][a-z]{2} \d{1,2} Taco Tuesday Fiesta$/);
    // Each event links to the events section (docs/product/site.md#carousel), as does 'All events'.
    for (let i = 0; i < 5; i++) await expect(links.nth(i)).toHaveAttribute('href', '/northfield/events');
    await expect(list.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/northfield/events');

    // The title is cut to one line and shows in full on keyboard focus.
    const chef = links.nth(3);
    const name = chef.locator('.upcoming-events__name');
    await expect(name).toHaveCSS('white-space', 'nowrap');
    await chef.focus();
    await expect(name).toHaveCSS('white-space', 'normal');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'home-upcoming-events');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(list).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await chef.click();
    await expect(page).toHaveURL(/\/northfield\/events$/);
    await expect(page).toHaveTitle('Events | Northfield University');
  });
});
