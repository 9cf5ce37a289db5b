import { expect, test, type Page } from './support/test.ts';
import type { DishListAnswer } from '@commons/contract/console';
import { callFromPage, checkConsolePage, EDITOR, STAFF_PASSWORD } from './support/staff-console.ts';
import { allItems, FOUNDERS, MENU_PATH, menuOf } from './support/menu-page.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Opens a dish's form from the catalogue, found by its name. */
async function openDish(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Change ${name}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Change ${name}` })).toBeVisible();
}

/** Sets a dish's calories from its form and saves. */
async function saveCalories(page: Page, name: string, calories: number) {
  await openDish(page, name);
  await page.getByRole('textbox', { name: 'Calories', exact: true }).fill(String(calories));
  await page.getByRole('button', { name: 'Save the dish' }).click();
  await expect(toast(page, 'Dish saved.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('an editor changes a dish’s calories and the public menu shows them; a Vegan dish with Milk is refused with the field’s message', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await page.context().addCookies([{ name: 'commons_landing_modal_1', value: 'dismissed', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await page.goto('/console/sites/northfield');
  await page.getByRole('textbox', { name: 'Email' }).fill(EDITOR);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northfield University' })).toBeVisible();

  // A dish Founders serves first today, with calories and a name no other dish of the catalogue has.
  let dish: { name: string; calories: number } | null = null;
  for (const item of allItems(await menuOf(page.request, FOUNDERS))) {
    if (item.calories === null) continue;
    const found = await callFromPage<DishListAnswer>(page, 'GET', `/v1/console/sites/1/dishes?q=${encodeURIComponent(item.name)}`);
    if (found.json.dishes.filter((each) => each.name === item.name).length === 1) {
      dish = { name: item.name, calories: item.calories };
      break;
    }
  }
  if (!dish) throw new Error('Founders serves no dish with calories and a name of its own today.');
  const was = dish.calories;
  await page.getByRole('link', { name: 'Dishes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dishes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dishes of Northfield University' })).toBeVisible();
  await checkConsolePage(page, 'dishes');

  await openDish(page, dish.name);
  await checkConsolePage(page, 'dish-dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  try {
    await saveCalories(page, dish.name, was + 10);
    const visitor = await page.context().newPage();
    await visitor.goto(MENU_PATH);
    await expect(visitor.getByRole('row').filter({ has: visitor.getByRole('rowheader', { name: dish.name }) }).first()).toContainText(String(was + 10));
    await visitor.close();
  } finally {
    await saveCalories(page, dish.name, was);
  }

  // A Vegan dish with Milk: refused, the message on the labels, focus on them.
  await page.getByRole('button', { name: 'New dish' }).click();
  const dialog = page.getByRole('dialog', { name: 'New dish' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Journey Oat Latte');
  await dialog.getByRole('group', { name: 'Contains' }).getByRole('checkbox', { name: 'Milk' }).check();
  await dialog.getByRole('group', { name: 'Labels' }).getByRole('checkbox', { name: 'Vegan' }).check();
  await dialog.getByRole('button', { name: 'Add the dish' }).click();
  const labels = dialog.getByRole('group', { name: 'Labels' });
  await expect(labels).toContainText("'Vegan' cannot go with the allergen Milk");
  await expect(labels.getByRole('checkbox').first()).toBeFocused();
  await checkConsolePage(page, 'dish-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
