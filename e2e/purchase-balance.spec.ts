import { expect, test, type Locator, type Page } from './support/test.ts';
import type { Cart } from '@commons/contract';
import { formatMoney } from '@commons/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The 'Declining balance' and 'Custom plan' tabs of the purchase page (docs/product/purchase.md#declining-balance, #custom-plan, #discounts;
 * decisions/0025). Demo data (apps/server/src/seed/purchase-data.ts): Northfield sells Dining
 * Dollars (minimum $25.00, 5 % off, 10 % bonus) and Flex Dollars (minimum $50.00, graduated,
 * bonus with a plan); custom plans are shown as a bonus, taxed at 6.25 %.
 */
const SITE_ID = 1;
const PAGE = '/northfield/meal-plan-purchase';

const dropdown = (page: Page, name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
const cartRegion = (page: Page) => page.getByRole('region', { name: 'Your cart' }).first();
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

async function serverCart(page: Page): Promise<Cart> {
  const answer = await page.request.get(`/v1/cart/fetch?site_id=${SITE_ID}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { cart: Cart }).cart;
}

async function openAsStudent(page: Page, tab: string) {
  await page.goto(PAGE);
  await dropdown(page, 'Location').selectOption({ label: 'Main Campus' });
  await dropdown(page, 'Semester').selectOption({ label: 'Fall' });
  await dropdown(page, 'Customer type').selectOption({ label: 'Student' });
  await dropdown(page, 'Year').selectOption({ label: 'Freshman' });
  await page.getByRole('tab', { name: tab }).click();
}

/** The page's cart total is the one GET /v1/cart/fetch answers. */
async function expectCartTotalAsServer(page: Page): Promise<Cart> {
  const figures = await serverCart(page);
  const total = cartRegion(page).locator('.purchase-totals__row').filter({ has: page.getByText('Total', { exact: true }) }).locator('dd');
  await expect(total).toHaveText(formatMoney(figures.total_cents));
  return figures;
}

test.describe('declining balance and custom plans on the purchase page', () => {
  test('declining balance under the minimum is refused with the spec’s message, then added over it with the previewed price', async ({ page }) => {
    test.setTimeout(60_000);
    await openAsStudent(page, 'Declining balance');
    const entry = page.getByRole('form', { name: 'Dining Dollars' });
    const amount = entry.getByRole('textbox', { name: /^Dining Dollars amount/ });
    await expect(page.getByText('Add dining dollars to spend at any café, market or dining hall.')).toBeVisible();
    await expect(entry.getByText('Minimum $25.00, maximum $10,000.00 (a cart holds up to $50,000.00).')).toBeVisible();
    await expectNoAxeViolations(page);

    await amount.fill('20');
    await entry.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(await description(amount)).toContain('Value must be higher than $25.00.');
    await expect(amount).toBeFocused();
    await expectNoAxeViolations(page);

    await amount.fill('100');
    const preview = entry.getByRole('status');
    await expect(preview).toContainText('Discount-$5.00');
    await expect(preview).toContainText('Bonus$10.00');
    await expect(preview).toContainText('You pay$95.00');
    await screenshotBothWidths(page, 'purchase-balance-preview');
    await entry.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(toast(page, 'Added $100.00 of Dining Dollars to your cart.')).toBeVisible();
    await expect(cartRegion(page).getByText('Dining Dollars').first()).toBeVisible();

    const figures = await expectCartTotalAsServer(page);
    expect(figures.total_cents).toBe(9_500);
    expect(figures.items[0]).toMatchObject({ type: 'Declining balance', declining_balance_value_cents: 10_000, dbDiscount_cents: 500, dbBonus_cents: 1_000 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('a custom plan is added at the price its preview showed', async ({ page }) => {
    test.setTimeout(60_000);
    await openAsStudent(page, 'Custom plan');
    const form = page.getByRole('form', { name: 'Custom plan' });
    await expect(page.getByText('Build your own plan: pick a number of meals and an amount of dining dollars.')).toBeVisible();
    await form.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(form.getByRole('radiogroup', { name: /^Meals/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('radiogroup', { name: /^Meals/ }).getByText('Choose a swipes option.')).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('radio', { name: '100 meals for $850.00' }).check();
    await form.getByRole('radio', { name: '$500.00 in dining dollars for $450.00' }).check();
    const preview = form.getByRole('status');
    // $1,300.00 + 6.25 % tax ($81.25); $50.00 credited as a bonus
    await expect(preview).toContainText('You pay$1,381.25');
    await expect(preview).toContainText('Bonus$50.00');
    await screenshotBothWidths(page, 'purchase-custom-plan');
    await form.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(toast(page, 'Added Create your plan: 100 swipes + $500.00 to your cart.')).toBeVisible();

    const figures = await expectCartTotalAsServer(page);
    expect(figures.total_cents).toBe(138_125);
    expect(figures.items[0]).toMatchObject({ type: 'Create your plan', price_cents: 130_000, tax_cents: 8_125, bonus_cents: 5_000 });
    await expectNoAxeViolations(page);
  });
});
