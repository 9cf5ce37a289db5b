import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

const cards = (page: Page) => page.getByRole('list', { name: 'At a glance' }).getByRole('listitem');
const opacities = (page: Page) => cards(page).evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));


test.describe('pre-launch microsite', () => {
  test('harbor shows its banner, tagline, stat cards and landing sections instead of the tiles', async ({ page }) => {
    await page.goto('/harbor');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor State University Dining' })).toBeVisible();
    await expect(page.getByText('A fresh take on campus dining is coming to Harbor State.')).toBeVisible();
    await expect(page.locator('img.microsite__banner')).toHaveAttribute('src', '/files/microsite/harbor-banner.svg');

    // Cards are in the page at once for screen readers and fade in by 2 s.
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).nth(0)).toContainText(/^\d+ days?Days until we open$/);
    await expect(cards(page).nth(0)).toContainText('31 days');
    await expect(cards(page).nth(1)).toHaveText('12Dining locations');
    await expect(cards(page).nth(2)).toHaveText('40+Local farm partners');
    await expect.poll(() => opacities(page), { timeout: 5_000 }).toEqual(['1', '1', '1']);

    await expect(page.getByRole('region', { name: 'Meal Plans' }).getByRole('heading', { level: 2, name: 'Meal Plans', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Meal Plans' }).getByRole('heading', { level: 3, name: 'Meal plans for every schedule' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sample Menus' }).getByRole('heading', { level: 2, name: 'A taste of what is coming' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Coming Soon' }).getByText('No content')).toBeVisible();
    await expect(page.locator('.landing-section--tinted')).toHaveCount(1);

    // The navbar keeps the other sections but not the landing ones, nor those flagged unpublished.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Harbor Dining' })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Join Our Team' })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Sneak Peek' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Meal Plans' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Home tiles' })).toHaveCount(0);

    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'microsite-harbor');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
  });

  test('the scroll button moves to the first landing section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/harbor');
    await expect(page.getByText('A fresh take on campus dining is coming to Harbor State.')).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    const button = page.getByRole('button', { name: 'Scroll to content' });
    await button.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('region', { name: 'Meal Plans' });
    await expect(first).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(first).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('the scroll button pulses a few times, then stops by itself within 5 s', async ({ page }) => {
    await page.goto('/harbor');
    const button = page.getByRole('button', { name: 'Scroll to content' });
    const pulse = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, seconds: parseFloat(style.animationDuration) * Number(style.animationIterationCount) };
    });
    expect(pulse).toEqual({ name: 'scroll-down-pulse', seconds: 4 });
    // Waits for the browser to finish the animation, then for the icon to be back at its size.
    await button.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    expect(await button.evaluate((el) => [el.getAnimations().length, getComputedStyle(el).transform])).toEqual([0, 'none']);
  });

  test('with reduced motion the cards show at once and the button does not pulse', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/harbor');
    await expect(cards(page)).toHaveCount(3);
    expect(await opacities(page)).toEqual(['1', '1', '1']);
    const animation = await page.getByRole('button', { name: 'Scroll to content' }).evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
    await expectNoAxeViolations(page);
  });

  test("a section the microsite flags unpublished is the site's 404 page, from the server's first answer on", async ({ page }) => {
    const response = await page.goto('/harbor/sneak-peek');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we're unable to find that." })).toBeVisible();
    await expect(page.getByText('We are building something new for Harbor State.')).toHaveCount(0);
    // A section it flags published opens as before.
    expect((await page.goto('/harbor/about-harbor-dining'))?.status()).toBe(200);
    await expect(page.getByText('We are building something new for Harbor State.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
