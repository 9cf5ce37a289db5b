import { expect, type Page } from './support/test.ts';
import { test } from './support/faults.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

/** Northfield is site 1, Lakeside site 2 in the demo data. */
const skipLandingModal = async (page: Page, siteId = 1) => {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
  await page.context().addCookies([{ name: `commons_landing_modal_${siteId}`, value: 'dismissed', url }]);
};

const carousel = (page: Page) => page.getByRole('region', { name: 'Northfield University Dining highlights' });
const activeSlide = (page: Page) => carousel(page).getByRole('group', { name: /^Slide \d+ of 5$/ });


test.describe('site home tiles', () => {
  test('northfield shows its tiles in a masonry grid, each with its content', async ({ page }) => {
    await skipLandingModal(page);
    await page.goto('/northfield');
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 1 of 5');
    await expect(activeSlide(page).getByRole('img', { name: 'Club Eats Week' })).toBeVisible();

    const news = page.getByRole('region', { name: 'News' });
    await expect(news.getByRole('heading', { name: 'New this week at Northfield Dining' })).toBeVisible();
    await expect(news.getByRole('img')).toHaveAttribute('src', '/files/images/new-for-fall.svg');
    const map = page.getByRole('region', { name: 'Dining Map' });
    // Northfield's dining_map has its own address: the tile leads there, in a new tab.
    const mapLink = map.getByRole('link', { name: 'Open the dining map (opens in a new tab)' });
    await expect(mapLink).toHaveAttribute('href', 'https://maps.northfield.example.edu/dining');
    await expect(mapLink).toHaveAttribute('target', '_blank');
    await expect(map.getByRole('img', { name: /Illustrated map of the Northfield campus/ })).toBeVisible();
    const recharge = page.getByRole('region', { name: 'Recharge Your Card' });
    await expect(recharge.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
    await expect(recharge.getByRole('button', { name: 'Recharge now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Facebook' }).getByRole('link')).toHaveAttribute('href', 'https://www.facebook.com/NorthfieldDining');
    const youtube = page.getByRole('region', { name: "What's on YouTube" }).locator('iframe');
    await expect(youtube).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(youtube).toHaveAttribute('title', 'Northfield University Dining on YouTube');
    await expect(youtube).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('region', { name: "What's on Vimeo" })).toHaveCount(0);
    // The tiles keep the site's order.
    const order = await page.locator('.tile-slot:visible').evaluateAll((slots) => slots.map((s) => s.getAttribute('data-tile')));
    const siteOrder = ['carousel', 'whats_open', 'hours', 'todays_menu', 'news', 'map', 'survey', 'facebook', 'youtube', 'recharge'];
    expect(order).toEqual(expect.arrayContaining(['news', 'map', 'facebook', 'youtube', 'recharge']));
    expect(order).toEqual(siteOrder.filter((name) => order.includes(name)));

    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'home-tiles-northfield');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('on a phone, the tiles do not move what is on screen while they load', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await skipLandingModal(page);
    await page.goto('/northfield');
    // Every tile has its content: none is a loading skeleton any more.
    await expect(page.getByRole('region', { name: 'Hours of Operation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recharge Your Card' })).toBeVisible();
    await expect(page.locator('.tile--skeleton')).toHaveCount(0);
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    // Google's line for a good Cumulative Layout Shift.
    expect(shifted).toBeLessThan(0.1);
  });

  test('the carousel plays, and Pause / Play by keyboard stop and restart it at once', async ({ page }) => {
    // The page's clock runs only when the test moves it, so each rotation is one step of 4 s.
    const start = new Date('2026-11-24T12:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await skipLandingModal(page);
    await page.goto('/northfield');
    // The tiles render in tasks of their own, which the stopped clock runs when moved.
    await page.clock.runFor(500);
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 1 of 5');
    // Autoplay every 4 s while nothing inside has focus or the pointer.
    await page.clock.runFor(4_000);
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 2 of 5');

    const pause = carousel(page).getByRole('button', { name: 'Pause' });
    await pause.focus();
    await page.keyboard.press('Enter');
    const play = carousel(page).getByRole('button', { name: 'Play' });
    await expect(play).toBeFocused();
    // axe times its own work: the clock runs while it checks (the rotation is paused), then stops again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    const heading = page.getByRole('heading', { level: 1 });
    await heading.focus();
    await page.clock.runFor(12_000);
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 2 of 5');

    // Play restarts the rotation with focus still on the button.
    await play.focus();
    await page.keyboard.press('Space');
    await expect(carousel(page).getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.clock.runFor(4_000);
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 3 of 5');
    await heading.focus();
    await page.clock.runFor(4_000);
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 4 of 5');
  });

  test('next, previous, the dots and the arrow keys change slides', async ({ page }) => {
    await skipLandingModal(page);
    await page.goto('/northfield');
    await carousel(page).getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 2 of 5');
    await expect(activeSlide(page).getByText('Welcome to Northfield Dining')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 3 of 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 1 of 5');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 5 of 5');
    await carousel(page).getByRole('button', { name: 'Show slide 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 3 of 5');
    await expect(carousel(page).getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    // Hidden slides are out of reach.
    await expect(carousel(page).locator('[aria-roledescription="slide"][inert]')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'home-carousel-slide-3');
  });

  test('a slide about a location opens the campus map on that location', async ({ page }) => {
    await skipLandingModal(page);
    await page.goto('/northfield');
    await carousel(page).getByRole('button', { name: 'Show slide 5' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveAccessibleName('Slide 5 of 5');
    const slideLink = activeSlide(page).getByRole('link');
    await expect(slideLink).toHaveAttribute('href', /^\/northfield\/campus-map\?location=\d+$/);
    await slideLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/northfield\/campus-map\?location=\d+$/);
    await expect(page.getByRole('article').getByRole('heading', { level: 2, name: 'Union Pizza Co.' })).toBeVisible();
    await expect(page.getByLabel('Select a location').locator('option:checked')).toHaveText('Union Pizza Co.');
  });

  test('the landing modal opens 3 s after the home loads, closes with Escape and stays away after reload', async ({ page }) => {
    // The page's clock moves only when the test moves it.
    const start = new Date('2026-11-24T12:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/northfield');
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();
    // The visitor is on the Sign Up link when the message comes.
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    await signUp.focus();
    const dialog = page.getByRole('dialog', { name: 'A message from Northfield University Dining' });
    await page.clock.runFor(2_999);
    await expect(dialog).toHaveCount(0);
    // Due now; from here the clock runs on by itself, as React waits on timers to show what loaded.
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Welcome back, Huskies!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.locator('img')).toHaveAttribute('src', '/files/images/landing-modal-northfield.svg');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'home-landing-modal');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back where it was before the message opened.
    await expect(signUp).toBeFocused();
    // The dialog's close event (which sets the cookie) is dispatched just after it hides.
    const dismissalCookie = async () => (await page.context().cookies()).find((c) => c.name === 'commons_landing_modal_1');
    await expect.poll(async () => (await dismissalCookie())?.value).toBe('dismissed');
    const dismissal = await dismissalCookie();
    // Asked for ten years; Chromium caps cookie lifetimes at 400 days.
    expect(dismissal?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 390 * 24 * 3600);
    await expectNoAxeViolations(page);

    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when the landing message cannot load, the home stays as it is', async ({ page }) => {
    await page.route(/\/assets\/landing-modal-dialog-[^/]*\.js$/, (route) => route.abort());
    const start = new Date('2026-11-24T12:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/northfield');
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();
    // When the message is due its code is asked for, and that fails.
    const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/landing-modal-dialog-[^/]*\.js$/.test(request.url()));
    await page.clock.runFor(3_000);
    await failed;
    await page.clock.resume();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'News' })).toBeVisible();
    await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  });

  test('lakeside, on the interim look, shows its Vimeo tile and no map or YouTube tile', async ({ page }) => {
    await page.clock.install();
    await page.goto('/lakeside');
    const vimeo = page.getByRole('region', { name: "What's on Vimeo" });
    await expect(vimeo.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    await expect(vimeo.locator('iframe')).toHaveAttribute('title', 'Lakeside College Dining on Vimeo');
    await expect(page.getByRole('region', { name: 'News' }).getByRole('heading', { name: 'Lakeside Eats news' })).toBeVisible();
    await expect(page.getByRole('region', { name: "What's on YouTube" })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Dining Map' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recharge Your Card' })).toHaveCount(0);
    const balance = page.getByRole('region', { name: 'Declining Balance' });
    await expect(balance.getByRole('link', { name: 'Add dining dollars' })).toHaveAttribute('href', '/lakeside/meal-plan-purchase');
    await expect(page.getByRole('region', { name: 'Lakeside College Dining highlights' }).getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'home-tiles-lakeside');
    // Lakeside has no landing message: none comes when it would be due.
    await page.clock.runFor(10_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a failing tile says so under its own title while the others still show', async ({ page, serverFaults }) => {
    await skipLandingModal(page);
    await serverFaults.fail('/v1/tiles/news_content');
    await page.goto('/northfield');
    const news = page.getByRole('region', { name: 'News' });
    await expect(news.getByRole('alert')).toHaveText("We're sorry, something went wrong.", { timeout: 15_000 });
    await expect(news.getByRole('heading', { level: 2, name: 'News' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dining Map' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'home-tile-failed');
  });
});
