import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { FOUNDERS, addDays, menuOf, allItems, locationSelect, itemButton, status, openMenu } from './support/menu-page.ts';

/** A menu's items: allergen and dietary chips, the nutrition dialog and concept locations. */
test.describe('menu items', () => {
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
    // Nothing is announced as chosen before a pick.
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await expect(list.getByRole('option', { selected: true })).toHaveCount(0);
    await expectNoAxeViolations(page, { userOpenedOverlay: '.filter-picker__list' });
    await list.getByRole('option', { name: 'Milk' }).click();
    // The list stays open for more picks, without the one just picked.
    await expect(list).toBeFocused();
    await expect(list.getByRole('option')).toHaveText(['Egg', 'Fish', 'Gluten', 'MSG', 'Peanuts', 'Sesame', 'Shellfish - Crustacean', 'Shellfish - Mollusk', 'Soy', 'Tree Nuts', 'Wheat']);
    await screenshotBothWidths(page, 'menu-allergen-picker-after-a-pick');
    await page.keyboard.press('Escape');
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
    await page.keyboard.press('Escape');
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
    await page.keyboard.press('Escape');
    await locationSelect(page).selectOption({ label: 'Westside Grill' });
    await expect(page.getByRole('button', { name: 'Remove Peanuts filter' })).toHaveCount(0);
    await expect(page).toHaveURL(/\?location=12$/);
  });


  test('cross-contact: the allergen filter also hides items that may contain it unless the visitor turns that off; the list and the dialog say so', async ({ page }) => {
    // Founders' lunch grill serves hand-cut fries from the shared fryer on most days: they may contain wheat and gluten.
    const founders = await menuOf(page.request, FOUNDERS);
    const lunch = founders.menu.periods.find((p) => p.name === 'Lunch');
    if (!lunch) throw new Error('Founders serves lunch');
    let day: { date: string; friesCalories: number | null; wheat: number } | null = null;
    for (let offset = 0; offset < 7 && !day; offset++) {
      const date = addDays(founders.menu.date, offset);
      const answer = await menuOf(page.request, FOUNDERS, `&date=${date}&period_id=${lunch.id}`);
      const fries = allItems(answer).find((i) => i.name === 'Hand-Cut Fries');
      const wheat = answer.menu.filters.find((f) => f.name === 'Wheat');
      if (fries && wheat && fries.may_contain.includes(wheat.id)) day = { date, friesCalories: fries.calories, wheat: wheat.id };
    }
    if (!day) throw new Error('Founders serves hand-cut fries at lunch within a week');
    await openMenu(page, `?location=${FOUNDERS}&date=${day.date}&period=${lunch.id}`);

    const fries = page.getByRole('rowheader', { name: /^Hand-Cut Fries/ });
    await expect(fries.locator('.menu-item__may-contain')).toHaveText('May contain: Gluten, Wheat');
    // The list shows the calories the label declares (380 kcal is declared '380').
    await expect(page.getByRole('row', { name: /^Hand-Cut Fries/ }).getByRole('cell').last()).toHaveText(String(day.friesCalories));
    const option = page.getByRole('checkbox', { name: 'Also hide items that may contain it' });
    await expect(option).toBeChecked();

    await page.getByRole('button', { name: 'Filter by allergen' }).click();
    await page.getByRole('option', { name: 'Wheat' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Hiding items that contain or may contain:' })).toBeVisible();
    await expect(fries).toHaveCount(0);
    await expect(page).not.toHaveURL(/may_contain=/);
    await expectNoAxeViolations(page);

    // Turned off, the items that only may contain wheat come back, marked; the address keeps the choice.
    await option.focus();
    await page.keyboard.press('Space');
    await expect(option).not.toBeChecked();
    await expect(page).toHaveURL(new RegExp(`allergens=${day.wheat}&may_contain=show`));
    await expect(page.getByRole('list', { name: 'Hiding items that contain:' })).toBeVisible();
    await expect(fries.locator('.menu-item__may-contain')).toHaveText('May contain: Gluten, Wheat');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-may-contain');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Also hide items that may contain it' })).not.toBeChecked();
    await expect(itemButton(page, 'Hand-Cut Fries')).toBeVisible();

    // The nutrition dialog names the cross-contact under the allergens, and declares the same calories as the list.
    await itemButton(page, 'Hand-Cut Fries').click();
    const dialog = page.getByRole('dialog', { name: 'Hand-Cut Fries' });
    await expect(dialog.getByText('May contain: Gluten, Wheat', { exact: true })).toBeVisible();
    await expect(dialog.getByText('No allergens are listed for this item.')).toHaveCount(0);
    await expect(dialog.locator('.facts__calories-value')).toHaveText(String(day.friesCalories));
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-may-contain-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Turning it back on hides them again.
    await page.getByRole('checkbox', { name: 'Also hide items that may contain it' }).check();
    await expect(fries).toHaveCount(0);
    await expect(page).not.toHaveURL(/may_contain=/);
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


  test('when the nutrition dialog cannot load, a toast says so and the item can be tried again', async ({ page }) => {
    const breakfast = await menuOf(page.request, FOUNDERS);
    const item = allItems(breakfast)[0];
    if (!item) throw new Error('No breakfast item');
    await page.route(/\/assets\/nutrition-dialog-[^/]*\.js$/, (route) => route.abort());
    await openMenu(page);
    await itemButton(page, item.name).click();
    const toasts = page.getByRole('region', { name: 'Notifications alt+T' });
    const failure = toasts.getByRole('listitem').filter({ hasText: 'The nutrition information could not be loaded. Please try again.' });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(failure).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await expect(failure).toHaveCount(0);
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
    await expect(values.getByRole('row', { name: /^Sodium 2\d{2}0mg$/ })).toBeVisible();
    for (const name of ['Calories from Fat', 'Total Fat', 'Sodium', 'Potassium', 'Dietary Fiber', 'Vitamin A', 'Vitamin C', 'Calcium', 'Iron']) {
      await expect(values.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

});
