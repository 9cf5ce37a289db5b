import { expect, type Page } from './support/test.ts';
import { test } from './support/faults.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

interface MapAnswer {
  location: { status: { label: string; message: string } };
}

/** No map tiles on the test machine, and none needed: block every tile request to be sure. */
async function blockTiles(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(/tile\.openstreetmap\.org|\/\d+\/\d+\/\d+\.png/, async (route) => {
    blocked.push(route.request().url());
    await route.abort();
  });
  return blocked;
}

const panel = (page: Page) => page.getByRole('article');

/** The z-index Leaflet gave the selected marker, and the highest any other marker has. */
const markerStacking = (page: Page) =>
  page.locator('.leaflet-marker-icon').evaluateAll((icons) => {
    const zIndex = (icon: Element) => Number((icon as HTMLElement).style.zIndex);
    const isSelected = (icon: Element) => icon.classList.contains('map-marker--selected');
    return { selected: icons.filter(isSelected).map(zIndex), highestOther: Math.max(...icons.filter((icon) => !isSelected(icon)).map(zIndex)) };
  });

/** The selected marker sits above every other one, wherever they are on the map (docs/product/site.md#campus-map). */
async function expectSelectedMarkerOnTop(page: Page) {
  const { selected, highestOther } = await markerStacking(page);
  expect(selected).toHaveLength(1);
  expect(selected[0]).toBeGreaterThan(highestOther);
}
const statusOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/v1/location/map?site_id=1&platform=0&location_id=${id}`)).json()) as MapAnswer).location.status;

test.describe('campus map', () => {
  test('selects the first location, follows the dropdown, the list and the keyboard, without map tiles', async ({ page }) => {
    const blocked = await blockTiles(page);
    await page.goto('/northfield/campus-map');
    await expect(page).toHaveTitle('Campus Map | Northfield University');
    const select = page.getByLabel('Select a location');
    // The first location outside any building is selected on load.
    await expect(select).toHaveValue('9');
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Library Coffee' })).toBeVisible();
    await expect(panel(page)).toContainText((await statusOf(page, 9)).message);
    // One marker per map location (buildings are not markers); the selected one is larger.
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(10);
    await expect(page.locator('.map-marker--selected')).toHaveCount(1);
    await expect(page.locator('.map-marker--selected')).toHaveCSS('width', '66px');
    await expect(page.locator('.map-marker').last()).toHaveCSS('width', '44px');
    await expectSelectedMarkerOnTop(page);
    expect(blocked.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await select.selectOption({ label: 'Founders Dining Commons' });
    const commons = panel(page);
    await expect(commons.getByRole('heading', { level: 2, name: 'Founders Dining Commons' })).toBeVisible();
    await expectSelectedMarkerOnTop(page);
    const status = await statusOf(page, 3);
    await expect(commons).toContainText(status.message);
    await expect(commons).toContainText(status.label === 'open' ? 'Open' : 'Closed');
    await expect(commons).toContainText('Occupancy: 62%');
    await expect(commons.getByRole('img', { name: 'Founders Dining Commons' })).toHaveAttribute('src', '/files/location/northfield-founders-dining-commons.svg');
    await expect(commons.getByRole('link', { name: 'mlopez@northfield.example.edu' })).toHaveAttribute('href', 'mailto:mlopez@northfield.example.edu');
    await expect(commons.getByRole('link', { name: '(413) 555-0160' })).toHaveAttribute('href', 'tel:4135550160');
    await expect(commons.getByText('Meal Swipe')).toBeVisible();
    await expect(commons.getByText('Italian')).toBeVisible();
    await expect(commons.getByText('12 Founders Row')).toBeVisible();
    await expect(commons.getByRole('link', { name: 'Add hours to calendar' })).toHaveAttribute('href', '/v1/locations/3/hours.ics');
    const ld = JSON.parse((await commons.locator('script[type="application/ld+json"]').textContent()) ?? '') as { '@type': string; name: string };
    expect([ld['@type'], ld.name]).toEqual(['FoodEstablishment', 'Founders Dining Commons']);

    // The weekly hours open by keyboard; their label is said once, and names the table.
    const summary = commons.getByText('Hours this week', { exact: true });
    await expect(summary).toHaveCount(1);
    const sunday = commons.getByRole('rowheader', { name: 'Su' });
    await expect(sunday).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(sunday).toBeVisible();
    await expect(commons.getByRole('table', { name: 'Hours this week', exact: true })).toBeVisible();
    await expect(sunday.locator('abbr')).toHaveAttribute('title', 'Sunday');
    await expect(commons.getByRole('rowheader')).toHaveText(['Su', 'M', 'Tu', 'W', 'Th', 'F', 'Sa']);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'campus-map-selected');

    // The plain list is the accessible alternative to the markers.
    const list = page.getByRole('region', { name: 'All locations' });
    const pizza = list.getByRole('button', { name: 'Union Pizza Co.' });
    await pizza.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Union Pizza Co.' })).toBeVisible();
    await expect(pizza).toHaveAttribute('aria-pressed', 'true');
    await expectSelectedMarkerOnTop(page);
    await expect(select).toHaveValue('6');
    await expectNoAxeViolations(page);

    // A marker click selects too.
    await page.locator('.leaflet-marker-icon[title="Late Night at Maple"]').click();
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Late Night at Maple' })).toBeVisible();
    await expect(select).toHaveValue('11');
  });

  test('opens on the location named in the address, and keeps the chosen one there', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/northfield/campus-map?location=6');
    const select = page.getByLabel('Select a location');
    await expect(select).toHaveValue('6');
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Union Pizza Co.' })).toBeVisible();
    await expect(page.locator('.map-marker--selected')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'campus-map-from-address');

    await select.focus();
    await select.selectOption({ label: 'Founders Dining Commons' });
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Founders Dining Commons' })).toBeVisible();
    await expect(page).toHaveURL(/\/northfield\/campus-map\?location=3$/);
    await page.reload();
    await expect(select).toHaveValue('3');
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Founders Dining Commons' })).toBeVisible();

    // A location that is not on the map falls back to the first one.
    await page.goto('/northfield/campus-map?location=999999');
    await expect(select).toHaveValue('9');
  });

  test('shows the failure text when the locations cannot load', async ({ page, serverFaults }) => {
    await blockTiles(page);
    await serverFaults.fail('/v1/locations/all_locations');
    await page.goto('/northfield/campus-map');
    await expect(page.getByRole('alert')).toContainText("We're sorry, something went wrong.");
    await expectNoAxeViolations(page);
  });

  test('when the map itself cannot load, the page says so and the picker, details and list still work', async ({ page }) => {
    await blockTiles(page);
    await page.route(/\/assets\/leaflet-map-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/northfield/campus-map');
    await expect(page.getByText('The map could not be loaded. Every location is in the list “All locations” on this page.')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
    await page.getByLabel('Select a location').selectOption({ label: 'Founders Dining Commons' });
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Founders Dining Commons' })).toBeVisible();
    await page.getByRole('region', { name: 'All locations' }).getByRole('button', { name: 'Union Pizza Co.' }).click();
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Union Pizza Co.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'campus-map-unavailable');
  });

  test('the dining map page shows the map picture with its alt text', async ({ page }) => {
    await page.goto('/northfield/dining-map');
    await expect(page.getByRole('heading', { level: 1, name: 'Dining Map' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Illustrated map of the Northfield campus/ })).toHaveAttribute('src', '/files/images/dining-map-northfield.svg');
    await expect(page.getByRole('link', { name: 'Open the interactive dining map' })).toHaveAttribute('href', 'https://maps.northfield.example.edu/dining');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'dining-map');
  });
});
