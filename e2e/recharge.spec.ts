import { expect, test, type Page } from './support/test.ts';
import type { Cart } from '@commons/contract';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The home page's Recharge Your Card tile (docs/product/purchase.md#recharge). Northfield
 * lists the tile; its first declining balance product, Dining Dollars, has a $25.00 minimum.
 */
const SITE_ID = 1;

const tile = (page: Page) => page.getByRole('region', { name: 'Recharge Your Card' });
const amount = (page: Page) => tile(page).getByRole('textbox', { name: /^Amount/ });
const submit = (page: Page) => tile(page).getByRole('button', { name: 'Recharge now' });

async function serverCart(page: Page): Promise<Cart> {
  const answer = await page.request.get(`/v1/cart/fetch?site_id=${SITE_ID}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { cart: Cart }).cart;
}

test.describe('recharge tile', () => {
  test.beforeEach(async ({ page }) => {
    // The home page's landing modal, once dismissed, stays away (e2e/home-tiles.spec.ts).
    const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
    await page.context().addCookies([{ name: `commons_landing_modal_${SITE_ID}`, value: 'dismissed', url }]);
  });

  test('checks the amount, then adds it to the cart and lands on the purchase section', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/northfield');
    await tile(page).scrollIntoViewIfNeeded();
    // Seen, the tile reads the order form and shows the product's minimum.
    await expect(tile(page).getByText('Minimum $25.00')).toBeVisible();
    await expectNoAxeViolations(page);

    await amount(page).fill('ten dollars');
    await submit(page).click();
    await expect(tile(page).getByText('The specified amount must be a number')).toBeVisible();
    await expect(amount(page)).toBeFocused();
    await expect(amount(page)).toHaveAttribute('aria-invalid', 'true');

    await amount(page).fill('10');
    await amount(page).press('Enter');
    await expect(tile(page).getByText('A minimum amount of $25.00 is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await tile(page).screenshot({ path: 'screenshots/recharge-tile-error.png' });
    await screenshotBothWidths(page, 'recharge-home');
    expect((await serverCart(page)).items).toHaveLength(0);

    // Student, Parent and Faculty/Staff may buy dining dollars: the tile asks which, and picks none itself.
    const type = tile(page).getByRole('combobox', { name: /^Customer type/ });
    await expect(type).toHaveValue('');
    await amount(page).fill('40');
    await submit(page).click();
    await expect(tile(page).getByText('Choose your customer type')).toBeVisible();
    await expect(type).toBeFocused();
    await expectNoAxeViolations(page);
    await type.selectOption({ label: 'Student' });
    await expect(tile(page).getByText('Choose your customer type')).toHaveCount(0);
    await submit(page).click();
    await expect(page).toHaveURL(/\/northfield\/meal-plan-purchase$/);
    const cart = await serverCart(page);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ type: 'Declining balance', name: 'Dining Dollars', declining_balance_value_cents: 4_000 });
    await expect(page.getByRole('region', { name: 'Your cart' }).first().getByText('Dining Dollars').first()).toBeVisible();
    // The cart holds one customer type's products: the type the student chose is locked; location, term and year are theirs to choose.
    const dropdown = (name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
    await expect(dropdown('Customer type').locator('option:checked')).toHaveText('Student');
    await expect(dropdown('Customer type')).toBeDisabled();
    await expect(dropdown('Customer type')).toHaveAccessibleDescription('Your cart has items for this customer type, so it is locked. Delete the items in your cart to change it.');
    for (const name of ['Location', 'Semester', 'Year']) {
      await expect(dropdown(name)).toBeEnabled();
      await expect(dropdown(name)).toHaveValue('');
    }
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'recharge-purchase-landing');
    // Checkout waits for the selections: each one still to make says so, and the first takes the focus.
    await page.getByRole('region', { name: 'Your cart' }).first().getByRole('button', { name: 'Checkout' }).click();
    await expect(dropdown('Location')).toBeFocused();
    await expect(dropdown('Location')).toHaveAccessibleDescription('Choose your location before checkout.');
    await expect(dropdown('Semester')).toHaveAccessibleDescription('Choose your semester before checkout.');
    await expect(page.getByRole('heading', { name: 'Your details' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dropdown('Location').selectOption({ label: 'Main Campus' });
    await dropdown('Semester').selectOption({ label: 'Spring' });
    await dropdown('Year').selectOption({ label: 'Sophomore' });
    await expect(page.getByRole('tab', { name: 'Declining balance' })).toBeVisible();
    for (const name of ['Location', 'Semester', 'Year']) await expect(dropdown(name)).toBeEnabled();
    await expect(dropdown('Semester').locator('option:checked')).toHaveText('Spring');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('the remembered customer type is the one the cart is filled for', async ({ page }) => {
    // Faculty/Staff may buy declining balance (demo data); the preference cookie remembers it.
    const form = (await (await page.request.get(`/v1/orderform/list?site_id=${SITE_ID}`)).json()) as { customerTypes: { id: number; name: string }[] };
    const faculty = form.customerTypes.find((type) => type.name === 'Faculty/Staff');
    expect(faculty).toBeDefined();
    const preference = encodeURIComponent(JSON.stringify({ customer_type_id: faculty?.id, location_id: null, term_id: null, year_id: null }));
    await page.goto('/northfield');
    await page.evaluate((cookie) => {
      document.cookie = cookie;
    }, `commons_selections_${SITE_ID}=${preference}; path=/`);
    await page.reload();
    await tile(page).scrollIntoViewIfNeeded();
    await expect(tile(page).getByRole('combobox', { name: /^Customer type/ }).locator('option:checked')).toHaveText('Faculty/Staff');
    await amount(page).fill('30');
    await submit(page).click();
    await expect(page).toHaveURL(/\/northfield\/meal-plan-purchase$/);
    expect((await serverCart(page)).customer_type_id).toBe(faculty?.id);
  });
});
