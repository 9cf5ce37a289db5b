import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

/**
 * The menu viewer against the demo menus (apps/server/src/seed/menu-plans.ts):
 * Northfield (site 1) serves menus from three days before today to thirteen after; North Tower
 * Dining is closed two days from today; Pinecrest shows one legacy HTML menu.
 */

interface Filter {
  id: number;
  name: string;
  type: string;
}
interface Item {
  id: number;
  name: string;
  filters: number[];
  allergen_info_available: boolean;
  /** Concept items only, in mg. */
  sodium: number | null;
}
interface MenuAnswer {
  closed: boolean;
  menu: {
    date: string;
    periods: { id: number; name: string }[];
    period: { id: number; name: string; categories: { name: string; items: Item[] }[] } | null;
    filters: Filter[];
  };
}

const NORTHFIELD = 1;
const FOUNDERS = 3;
const NORTH_TOWER = 10;
const MENU_PATH = '/northfield/whats-on-the-menu';
const LOADING = 'Loading menus for selected location and date';
const SORRY = "Sorry, we weren't able to find menus for this location for the day you selected.";

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

async function menuOf(request: APIRequestContext, locationId: number, query = ''): Promise<MenuAnswer> {
  const answer = await request.get(`/v1/location/menu?site_id=${NORTHFIELD}&platform=0&location_id=${locationId}${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as MenuAnswer;
}

const allItems = (answer: MenuAnswer) => answer.menu.period?.categories.flatMap((c) => c.items) ?? [];
const locationSelect = (page: Page) => page.getByLabel('Select a location');
const dateInput = (page: Page) => page.getByLabel('Date', { exact: true });
const itemButton = (page: Page, name: string) => page.getByRole('rowheader', { name }).getByRole('button', { name, exact: true });
const status = (page: Page) => page.locator('.location-menu__status');


async function openMenu(page: Page, query = '') {
  await page.goto(`${MENU_PATH}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: "What's on the Menu" })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Meal periods' })).toBeVisible();
}

test.describe('menu viewer', () => {
  test('opens on the first location and today, grouped by building, with tabs, tables, legend and disclaimer', async ({ page }) => {
    const today = (await menuOf(page.request, FOUNDERS)).menu.date;
    await page.goto(MENU_PATH);
    await expect(page).toHaveTitle("What's on the Menu | Northfield University");
    await expect(page.getByRole('tablist', { name: 'Meal periods' })).toBeVisible();
    await expect(page.getByText(LOADING)).toHaveCount(0);

    await expect(locationSelect(page)).toHaveValue(String(FOUNDERS));
    const groups = await locationSelect(page).locator('optgroup').evaluateAll((els) => els.map((g) => [g.getAttribute('label'), Array.from(g.querySelectorAll('option')).map((o) => o.textContent)]));
    expect(groups).toEqual([
      ['Founders Hall', ['Founders Dining Commons', 'Founders Grab & Go']],
      ['Student Union', ['Union Market', 'Union Pizza Co.', 'Union Sushi Bar', 'Blue Door Cafe']],
      ['Other locations', ['North Tower Dining', 'Late Night at Maple', 'Westside Grill']],
    ]);
    await expect(dateInput(page)).toHaveValue(today);
    await expect(page.getByRole('heading', { level: 2, name: `Founders Dining Commons ${longDate(today)}` })).toBeVisible();

    await expect(page.getByRole('tab')).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
    await expect(page.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Menus are subject to change', { exact: true })).toBeVisible();
    const griddle = page.getByRole('table', { name: 'Griddle' });
    await expect(griddle.getByRole('columnheader')).toHaveText(['Item', 'Portion', 'Calories']);
    await expect(griddle.getByRole('row')).toHaveCount(7);
    // Northfield shows calories, so no hint about the Nutritional Info is needed.
    await expect(page.getByText(/Nutritional Info/)).toHaveCount(0);

    const legend = page.getByRole('region', { name: 'Legend' });
    for (const text of [
      'Best: a sustainability rating better than 95% of food.',
      'Great: a sustainability rating better than 85% of food.',
      'Good: a sustainability rating better than 75% of food.',
      'Climate Friendly: a farm-to-gate carbon footprint lower than 70% of conventional food.',
      'Contains pork.',
    ]) {
      await expect(legend.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Nutrition and allergen information' })).toContainText('cross-contact');

    // Items carry their icons, each named for screen readers.
    const breakfast = await menuOf(page.request, FOUNDERS);
    const icons: [filter: string, name: string][] = [
      ['Pork', 'Contains pork'],
      ['Balanced U', 'Balanced U'],
      ['Best', 'Sustainability rating: Best'],
      ['Great', 'Sustainability rating: Great'],
      ['Good', 'Sustainability rating: Good'],
      ['Climate Friendly', 'Climate Friendly'],
    ];
    let checked = 0;
    for (const [filterName, iconName] of icons) {
      const filter = breakfast.menu.filters.find((f) => f.name === filterName);
      const item = allItems(breakfast).find((i) => filter && i.filters.includes(filter.id));
      if (!item) continue;
      checked++;
      await expect(page.getByRole('rowheader', { name: item.name }).getByRole('img', { name: iconName })).toBeVisible();
    }
    expect(checked).toBeGreaterThanOrEqual(3);

    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-default');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('a location in a building, another date and another tab; the address keeps it all through reload, Back and Forward', async ({ page }) => {
    const today = (await menuOf(page.request, FOUNDERS)).menu.date;
    const tomorrow = addDays(today, 1);
    await openMenu(page);

    await locationSelect(page).selectOption({ label: 'Union Market' });
    await expect(page).toHaveURL(/\?location=5$/);
    await expect(page.getByRole('heading', { level: 2, name: `Union Market ${longDate(today)}` })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['All Day']);
    await expect(page.getByRole('table', { name: 'Sandwiches' })).toBeVisible();
    await expectNoAxeViolations(page);

    await locationSelect(page).selectOption({ label: 'Founders Dining Commons' });
    await dateInput(page).fill(tomorrow);
    await expect(page).toHaveURL(new RegExp(`location=${FOUNDERS}&date=${tomorrow}`));
    await expect(page.getByRole('heading', { level: 2, name: `Founders Dining Commons ${longDate(tomorrow)}` })).toBeVisible();

    // Tabs: arrows move focus only; Enter opens the period, which loads on its own.
    const dinnerAnswer = await menuOf(page.request, FOUNDERS, `&date=${tomorrow}&period_id=3`);
    const firstDinnerTable = dinnerAnswer.menu.period?.categories[0]?.name ?? 'Entrées';
    await page.getByRole('tab', { name: 'Breakfast' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Dinner' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Dinner' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Dinner' }).getByRole('table', { name: firstDinnerTable })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`location=${FOUNDERS}&date=${tomorrow}&period=3$`));
    await expect(status(page)).toHaveText(/^Dinner: \d+ items shown\.$/);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-dinner-tomorrow');

    await page.reload();
    await expect(dateInput(page)).toHaveValue(tomorrow);
    await expect(locationSelect(page)).toHaveValue(String(FOUNDERS));
    await expect(page.getByRole('tab', { name: 'Dinner' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: firstDinnerTable })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Griddle' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Dinner' })).toHaveAttribute('aria-selected', 'true');

    // The day buttons step the date.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(dateInput(page)).toHaveValue(today);
    await expect(page).not.toHaveURL(/date=/);
  });

  test('allergen chips hide items that carry the allergen, and items without allergen information', async ({ page }) => {
    // Lunch serves dishes whose allergens the kitchen has not given (the guest chef's special, the soup of the day).
    const lunch = await menuOf(page.request, FOUNDERS, '&period_id=2');
    const milk = lunch.menu.filters.find((f) => f.name === 'Milk');
    expect(milk).toBeDefined();
    const items = allItems(lunch);
    const withMilk = items.find((i) => milk && i.filters.includes(milk.id));
    const withoutMilk = items.find((i) => milk && i.allergen_info_available && !i.filters.includes(milk.id));
    const unknown = items.find((i) => !i.allergen_info_available);
    if (!withMilk || !withoutMilk || !unknown) throw new Error('The demo lunch needs an item with milk, one without and one without allergen information');

    await openMenu(page, `?location=${FOUNDERS}&period=2`);
    await expect(itemButton(page, withMilk.name)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: unknown.name })).toContainText('Allergen information unavailable');

    const picker = page.getByRole('button', { name: 'Filter by allergen' });
    await picker.click();
    const list = page.getByRole('listbox', { name: 'Filter by allergen' });
    await expect(list.getByRole('option')).toHaveText(['Egg', 'Fish', 'Gluten', 'Milk', 'MSG', 'Peanuts', 'Sesame', 'Shellfish - Crustacean', 'Shellfish - Mollusk', 'Soy', 'Tree Nuts', 'Wheat']);
    await expectNoAxeViolations(page);
    await list.getByRole('option', { name: 'Milk' }).click();
    await expect(picker).toBeFocused();

    const chip = page.getByRole('button', { name: 'Remove Milk filter' });
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`allergens=${milk?.id}`));
    await expect(page.getByRole('rowheader', { name: withMilk.name })).toHaveCount(0);
    await expect(itemButton(page, withoutMilk.name)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: unknown.name })).toHaveCount(0);
    await expect(status(page)).toHaveText(/^Lunch: \d+ of \d+ items shown\.$/);
    await expect(status(page)).toBeVisible();
    // Milk has left the list of what can still be picked.
    await picker.click();
    await expect(list.getByRole('option', { name: 'Milk' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(picker).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-allergen-filter');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A category filter keeps only the items carrying it.
    await page.getByRole('button', { name: 'Filter by category' }).click();
    await page.getByRole('option', { name: 'Vegan' }).click();
    await expect(page.getByRole('button', { name: 'Remove Vegan filter' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Showing only items that are:' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Removing a chip by keyboard brings the items back; focus goes to the next chip, else to its picker.
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Milk filter' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filter by allergen' })).toBeFocused();
    await page.getByRole('button', { name: 'Remove Vegan filter' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Filter by category' })).toBeFocused();
    await expect(itemButton(page, withMilk.name)).toBeVisible();
    await expect(page).not.toHaveURL(/allergens=|labels=/);

    // Choosing a location starts without filters.
    await page.getByRole('button', { name: 'Filter by allergen' }).click();
    await page.getByRole('option', { name: 'Peanuts' }).click();
    await locationSelect(page).selectOption({ label: 'Westside Grill' });
    await expect(page.getByRole('button', { name: 'Remove Peanuts filter' })).toHaveCount(0);
    await expect(page).toHaveURL(/\?location=12$/);
  });

  test('the nutrition dialog opens from an item and closes by keyboard, focus going back to the item', async ({ page }) => {
    const breakfast = await menuOf(page.request, FOUNDERS);
    const item = allItems(breakfast)[0];
    if (!item) throw new Error('No breakfast item');
    await openMenu(page);
    const button = itemButton(page, item.name);
    await button.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: item.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('heading', { name: 'Nutrition Facts' })).toBeVisible();
    const facts = dialog.getByRole('table', { name: 'Nutrients per serving' });
    await expect(facts.getByRole('columnheader', { name: '% Daily Value*' })).toBeVisible();
    await expect(facts.getByRole('rowheader', { name: /^Total Fat \d/ })).toBeVisible();
    await expect(facts.getByRole('rowheader', { name: /^Sodium \d+mg$/ })).toBeVisible();
    await expect(dialog.getByText('2,000 calories a day is used for general nutrition advice.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Allergens' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(dialog).toContainText('cross-contact');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-nutrition-dialog');

    // Focus stays inside; the page behind is inert.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    // The Close button closes it too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a concept location lists its brands and shows the fixed nutrient list; salty items carry the sodium warning', async ({ page }) => {
    // Union Pizza Co.'s dinner serves a calzone with 2,380 mg of sodium on some days.
    const pizza = await menuOf(page.request, 6);
    const dinner = pizza.menu.periods.find((p) => p.name === 'Dinner');
    if (!dinner) throw new Error('Union Pizza Co. serves dinner');
    let salty: { date: string; name: string } | null = null;
    for (let offset = 0; offset < 7 && !salty; offset++) {
      const date = addDays(pizza.menu.date, offset);
      const day = await menuOf(page.request, 6, `&date=${date}&period_id=${dinner.id}`);
      const item = allItems(day).find((i) => (i.sodium ?? 0) >= 2300);
      if (item) salty = { date, name: item.name };
    }
    if (!salty) throw new Error('No salty concept item within a week');
    await openMenu(page, `?location=6&date=${salty.date}&period=${dinner.id}`);
    await expect(page.getByRole('rowheader', { name: salty.name }).getByRole('img', { name: 'High sodium' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Legend' }).getByText(/^High sodium: 2,300 mg of sodium or more per serving/)).toBeVisible();

    const brands = page.getByRole('region', { name: 'Nutrition information by brand' });
    const link = brands.getByRole('link', { name: 'Union Pizza Co. nutrition (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://nutrition.example.com/brands/union-pizza');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(brands.getByRole('link', { name: /^Knot Just Bread nutrition/ })).toBeVisible();

    await itemButton(page, salty.name).click();
    const dialog = page.getByRole('dialog', { name: salty.name });
    const values = dialog.getByRole('table', { name: 'Nutrient values per serving' });
    await expect(values.getByRole('row', { name: /^Sodium 2,\d{3}mg$/ })).toBeVisible();
    for (const name of ['Calories from Fat', 'Total Fat', 'Sodium', 'Potassium', 'Dietary Fiber', 'Vitamin A', 'Vitamin C', 'Calcium', 'Iron']) {
      await expect(values.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('search lists matching dates and opens one; blank text does nothing; Back returns to the results', async ({ page }) => {
    await openMenu(page);
    const input = page.getByRole('searchbox', { name: 'Search the menus of the next 10 days' });
    await expect(input).toHaveAttribute('placeholder', 'Search upcoming menus');

    await input.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByText('We found items matching your search on the following dates:')).toHaveCount(0);

    await input.fill('zzzzunknowndish');
    await input.press('Enter');
    await expect(page.getByText("Sorry, we didn't find any menus that match your search.")).toBeVisible();
    await expectNoAxeViolations(page);

    const answer = await page.request.get(`/v1/location/menu_search?site_id=${NORTHFIELD}&location_id=${FOUNDERS}&days=10&phrase=chili`);
    const results = ((await answer.json()) as { search_results: { date: string; period_id: number; period_name: string; items: { name: string }[] }[] }).search_results;
    const target = results[1] ?? results[0];
    if (!target) throw new Error('The demo menus should serve chili within ten days');

    await input.fill('chili');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('We found items matching your search on the following dates:')).toBeVisible();
    const heading = page.getByRole('heading', { level: 3, name: `${longDate(target.date)}, ${target.period_name}` });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'See the menu' })).toHaveCount(results.length);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-search-results');

    await page.locator('.menu-search__result').filter({ has: heading }).getByRole('button', { name: 'See the menu' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${target.date}&period=${target.period_id}`));
    await expect(page.getByRole('heading', { level: 2, name: `Founders Dining Commons ${longDate(target.date)}` })).toBeFocused();
    await expect(page.getByRole('tab', { name: target.period_name })).toHaveAttribute('aria-selected', 'true');
    await expect(itemButton(page, target.items[0]?.name ?? '')).toBeVisible();
    await expect(page.getByText('We found items matching your search on the following dates:')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page.getByText('We found items matching your search on the following dates:')).toBeVisible();
    await expect(input).toHaveValue('chili');
    // A new date clears the search.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByText('We found items matching your search on the following dates:')).toHaveCount(0);
    await expect(input).toHaveValue('');
  });

  test('a closed day shows the closed text', async ({ page }) => {
    const today = (await menuOf(page.request, NORTH_TOWER)).menu.date;
    const closedDay = addDays(today, 2);
    expect((await menuOf(page.request, NORTH_TOWER, `&date=${closedDay}`)).closed).toBe(true);
    await page.goto(`${MENU_PATH}?location=${NORTH_TOWER}&date=${closedDay}`);
    await expect(page.getByText(SORRY)).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-closed-day');

    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByRole('tablist', { name: 'Meal periods' })).toBeVisible();
    await expect(page.getByText(SORRY)).toHaveCount(0);
  });

  test('a site without calories on the menu says where to find them and leaves the column out', async ({ page }) => {
    await page.goto('/lakeside/whats-on-the-menu');
    await expect(page.getByRole('tablist', { name: 'Meal periods' })).toBeVisible();
    await expect(page.getByText("Calories are not listed on the menu: select an item's name to see its Nutritional Info.")).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Calories' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Portion' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a legacy-menu site shows its HTML menu per period as tabs', async ({ page }) => {
    await page.goto('/pinecrest/whats-on-the-menu');
    await expect(page.getByRole('tab')).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
    await expect(page.getByRole('tabpanel', { name: 'Breakfast' }).getByRole('cell', { name: 'Steel-Cut Oatmeal' })).toBeVisible();
    await expect(page.getByLabel('Select a location')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-legacy');

    await page.getByRole('tab', { name: 'Breakfast' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    await expect(page.getByRole('tabpanel', { name: 'Dinner' }).getByRole('cell', { name: 'Apple Crisp' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Dinner' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  });
});
