import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/** The Today's Menu home tile against the demo menus (apps/server/src/seed/menu-plans.ts). */

const NORTHFIELD = 1;

test.describe("Today's Menu tile", () => {
  const skipLandingModal = async (page: Page, siteId: number) => {
    const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
    await page.context().addCookies([{ name: `commons_landing_modal_${siteId}`, value: 'dismissed', url }]);
  };

  test("lists today's items of a location, period and station, with calories", async ({ page }) => {
    await skipLandingModal(page, NORTHFIELD);
    const today = (await (await page.request.get(`/v1/sites/todays_menu?site_id=${NORTHFIELD}`)).json()) as {
      locations: { id: number; name: string; periods: { id: number; name: string; stations: { id: number; name: string; items: { name: string; calories: number | null }[] }[] }[] }[];
    };
    const first = today.locations[0];
    const station = first?.periods[0]?.stations[0];
    const item = station?.items[0];
    if (!first || !station || !item) throw new Error('No demo menu today');

    await page.goto('/northfield');
    const tile = page.getByRole('region', { name: "Today's Menu" });
    await expect(tile.getByLabel('Location')).toHaveValue(String(first.id));
    await expect(tile.getByLabel('Meal period')).toHaveValue(String(first.periods[0]?.id));
    await expect(tile.getByLabel('Station')).toHaveValue(String(station.id));
    const list = tile.getByRole('list', { name: `${station.name} items` });
    // No demo station serves ten items or more, so no 'More items' link.
    expect(station.items.length).toBeLessThan(10);
    await expect(list.getByRole('listitem')).toHaveCount(station.items.length);
    await expect(list.getByRole('listitem').first()).toHaveText(`${item.name}${item.calories ?? ''} calories`);
    await expect(tile.getByRole('link', { name: /More items/ })).toHaveCount(0);

    // Every demo period has more than one station.
    const other = first.periods[0]?.stations[1];
    expect(other).toBeDefined();
    await tile.getByLabel('Station').selectOption({ label: other?.name ?? '' });
    await expect(tile.getByRole('list', { name: `${other?.name} items` }).getByRole('listitem').first()).toContainText(other?.items[0]?.name ?? '');
    await expectNoAxeViolations(page);
    await tile.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'menu-todays-tile');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('is left out when a site has no menu today', async ({ page }) => {
    const answered = page.waitForResponse((response) => response.url().includes('/v1/sites/todays_menu'));
    await page.goto('/pinecrest');
    expect(await (await answered).json()).toEqual({ locations: [] });
    await expect(page.getByRole('region', { name: "What's Open?" })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Menu" })).toHaveCount(0);
    await expect(page.locator('[data-tile="todays_menu"]')).toBeHidden();
  });
});
