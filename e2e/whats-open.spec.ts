import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eNow } from './support/clock.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/** Northfield is site 1, Lakeside site 2 in the demo data. */
const skipLandingModal = async (page: Page, siteId: number) => {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
  await page.context().addCookies([{ name: `commons_landing_modal_${siteId}`, value: 'dismissed', url }]);
};

interface StatusAnswer {
  location_schedules: { name: string; open: boolean; status: { message: string } }[];
}

test.describe("What's Open and Hours tiles", () => {
  test("What's Open switches between open locations and all; 'All hours' opens the hours page", async ({ page }) => {
    // The browser's clock and the server's start at noon in New York (support/clock.ts), when
    // Northfield has places open and others closed whatever the weekday.
    const now = e2eNow();
    await page.clock.install({ time: now });
    await skipLandingModal(page, 1);
    const answer = (await (await page.request.get(`/v1/locations/status?site_id=1&timestamp=${now.toISOString()}`)).json()) as StatusAnswer;
    const all = answer.location_schedules;
    const open = all.filter((l) => l.open);
    const named = (name: string) => all.find((l) => l.name === name);
    expect(named('Founders Dining Commons')?.open).toBe(true);
    const closed = named('Late Night at Maple');
    expect(closed?.open).toBe(false);

    await page.goto('/northfield');
    const tile = page.getByRole('region', { name: "What's Open?" });
    const toggle = tile.getByRole('switch', { name: 'Show closed locations' });
    // Northfield does not show closed locations by default.
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(tile.getByRole('listitem')).toHaveCount(open.length);
    for (const location of open) await expect(tile.getByRole('listitem').filter({ hasText: location.name })).toContainText(location.status.message);
    await expect(tile.getByRole('listitem').filter({ hasText: 'Late Night at Maple' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(tile.getByRole('listitem')).toHaveCount(all.length);
    await expect(tile.getByRole('listitem').filter({ hasText: 'Late Night at Maple' })).toContainText(`Closed${closed?.status.message ?? ''}`);

    const hours = page.getByRole('region', { name: 'Hours of Operation' });
    await expect(hours.getByRole('listitem')).toHaveCount(all.length);
    await expect(hours.getByRole('link', { name: 'Hours for the week' })).toHaveAttribute('href', '/northfield/hours-of-operation');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'whats-open-all');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(tile.getByRole('listitem')).toHaveCount(open.length);

    await tile.getByRole('link', { name: 'All hours' }).click();
    await expect(page).toHaveURL(/\/northfield\/hours-of-operation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hours of Operation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).toBeVisible();
  });

  test('a site that shows closed locations lists them all from the start', async ({ page }) => {
    await skipLandingModal(page, 2);
    await page.goto('/lakeside');
    const tile = page.getByRole('region', { name: "What's Open?" });
    await expect(tile.getByRole('switch', { name: 'Show closed locations' })).toHaveAttribute('aria-checked', 'true');
    const answer = (await (await page.request.get('/v1/locations/status?site_id=2')).json()) as StatusAnswer;
    await expect(tile.getByRole('listitem')).toHaveCount(answer.location_schedules.length);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'whats-open-lakeside');
  });
});
