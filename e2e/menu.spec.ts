import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { FOUNDERS, NORTH_TOWER, MENU_PATH, LOADING, SORRY, addDays, longDate, menuOf, allItems, locationSelect, dateInput, status, openMenu } from './support/menu-page.ts';

/** The menu viewer: locations, dates and meal periods, closed days, sites without calories and legacy menus. */
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
