import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/** The hours page's own code, fetched when a visitor first opens it. */
const HOURS_CODE = /\/assets\/hours-[^/]*\.js$/;

/**
 * Answers the hours page's code with a 404, as a server does once a new release replaced it, on
 * the first `loads` loads of the hours page; counts those loads.
 */
async function loseHoursCode(page: Page, loads: number): Promise<{ hoursLoads: number }> {
  const seen = { hoursLoads: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/northfield/hours-of-operation') seen.hoursLoads += 1;
  });
  await page.route(HOURS_CODE, async (route) => {
    if (seen.hoursLoads >= 1 && seen.hoursLoads <= loads) await route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":"error","msg":"Not found."}' });
    else await route.continue();
  });
  return seen;
}

test.describe("the app's own code, missing", () => {
  test('a page whose code went missing with a new release reloads itself once and shows', async ({ page }) => {
    const seen = await loseHoursCode(page, 1);
    await page.goto('/northfield/hours-of-operation');
    await expect(page.getByRole('heading', { level: 1, name: 'Hours of Operation' })).toBeVisible();
    expect(seen.hoursLoads).toBe(2);
    await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  });

  test('code that stays missing shows why after one reload, without reloading again', async ({ page }) => {
    const seen = await loseHoursCode(page, Number.POSITIVE_INFINITY);
    await page.goto('/northfield/hours-of-operation');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
    await expect(page.getByText('Part of this page could not be downloaded. Check your connection, then reload the page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // The page shows this only once it has decided not to reload (apps/web/src/app/missing-code.ts),
    // so no later load is coming.
    expect(seen.hoursLoads).toBe(2);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'missing-code');
  });
});
