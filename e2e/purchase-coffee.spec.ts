import { expect, test, type Locator, type Page } from './support/test.ts';
import type { Cart } from '@commons/contract';
import { coffeeSchedule, formatMoney } from '@commons/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eNow } from './support/clock.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The coffee subscription on the meal plan purchase page (docs/product/purchase.md#coffee; decisions/0025 "API"). The
 * demo data gives Northfield the coffee subscription at $30.00 a month and the demo account.
 */
const SITE = 'northfield';
const SITE_ID = 1;
const PAGE = `/${SITE}/meal-plan-purchase`;
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!' };
const TAB = 'Coffee subscription';

const dropdown = (page: Page, name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
const cart = (page: Page) => page.getByRole('region', { name: 'Your cart' }).first();
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });
const figureOf = (scope: Locator, label: string) => scope.locator('.purchase-facts__row').filter({ has: scope.page().getByText(label, { exact: true }) }).locator('dd');

async function serverCart(page: Page): Promise<Cart> {
  const answer = await page.request.get(`/v1/cart/fetch?site_id=${SITE_ID}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { cart: Cart }).cart;
}

async function chooseSelections(page: Page, type: string) {
  await dropdown(page, 'Location').selectOption({ label: 'Main Campus' });
  await dropdown(page, 'Semester').selectOption({ label: 'Fall' });
  await dropdown(page, 'Customer type').selectOption({ label: type });
  await dropdown(page, 'Year').selectOption({ label: 'Freshman' });
}

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Today in Northfield, the purchase date the bills count from. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(e2eNow());
const longDate = (isoDate: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${isoDate}T12:00:00Z`));

test.describe('coffee subscription', () => {
  test('a visitor reads what it is and is asked to log in; logged in, 3 months are added by keyboard and the cart shows the server’s figures', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(PAGE);
    await chooseSelections(page, 'Student');
    await expect(page.getByRole('tab')).toHaveText(['Meal plans', 'Subscriptions', 'Custom plan', 'Declining balance', TAB]);
    await page.getByRole('tab', { name: TAB }).click();
    const panel = page.getByRole('tabpanel', { name: TAB });
    await expect(panel.getByRole('heading', { name: TAB })).toBeVisible();
    await expect(panel.getByText('$30.00 a month')).toBeVisible();
    for (const fact of [
      'Two medium drip coffees per day.',
      'Billed monthly on the purchase date: the first bill is today.',
      'An hour must separate your two coffee purchases each day.',
      'Activation takes 24 hours after your purchase.',
      'Credit card only: gift and prepaid cards are not accepted.',
      'Service is limited to the United States and Canada.',
      'Cancel at least 3 days before the next delivery.',
    ]) {
      await expect(panel.getByRole('listitem').filter({ hasText: fact })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/${SITE}/login?next=${encodeURIComponent(PAGE)}`);
    await expect(panel.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `/${SITE}/signup?next=${encodeURIComponent(PAGE)}`);
    await expect(panel.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'purchase-coffee-logged-out');

    await panel.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.getByRole('tab', { name: TAB }).click();
    await expect(panel.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    // The months by keyboard: Tab to the group, the arrow keys move the choice.
    const first = panel.getByRole('radio', { name: '1 month' });
    await expect(first).toBeChecked();
    await tabTo(page, first);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('radio', { name: '3 months' })).toBeChecked();
    const schedule = coffeeSchedule(3_000, 3, today());
    const preview = panel.getByRole('status');
    await expect(figureOf(preview, 'Total over 3 months')).toHaveText('$90.00');
    await expect(figureOf(preview, 'Billed today')).toHaveText('$30.00');
    await expect(figureOf(preview, 'Last bill')).toHaveText(longDate(schedule.billDates.at(-1) ?? ''));
    await expectNoAxeViolations(page);

    const add = panel.getByRole('button', { name: 'Add to cart: Coffee subscription' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    // As every subscription, it is added only once its terms are accepted (docs/product/purchase.md#terms).
    const terms = page.getByRole('dialog', { name: 'Subscription terms' });
    await expect(terms.getByText('Coffee subscription, 3 months')).toBeVisible();
    await expect(terms.getByText(/^I agree to be billed each period/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'purchase-coffee-terms');
    await page.keyboard.press('Escape');
    await expect(terms).toHaveCount(0);
    await expect(add).toBeFocused();
    expect((await serverCart(page)).items).toHaveLength(0);
    await page.keyboard.press('Enter');
    await terms.getByRole('button', { name: 'I accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(terms).toHaveCount(0);
    await expect(toast(page, 'Added Coffee subscription, 3 months to your cart.')).toBeVisible();
    const line = cart(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Coffee subscription, 3 months' }) });
    await expect(line).toBeVisible();

    const figures = await serverCart(page);
    const item = figures.items.find((entry) => entry.type === 'Coffee subscription');
    expect(item).toMatchObject({ price_cents: 3_000, tax_cents: 0, coffee: { months: 3, total_cents: 9_000, bill_dates: schedule.billDates, ends_on: schedule.endsOn } });
    await expect(figureOf(line, 'Price')).toHaveText(`${formatMoney(item?.list_price_cents ?? -1)} a month`);
    await expect(figureOf(line, 'Tax')).toHaveText(formatMoney(item?.tax_cents ?? -1));
    await expect(figureOf(line, 'Months')).toHaveText(String(item?.coffee?.months));
    await expect(figureOf(line, 'Total over 3 months')).toHaveText(formatMoney(item?.coffee?.total_cents ?? -1));
    const totals = cart(page).locator('.purchase-totals');
    const total = (name: string) => totals.locator('.purchase-totals__row').filter({ has: page.getByText(name, { exact: true }) }).locator('dd');
    await expect(total('Subtotal')).toHaveText(formatMoney(figures.subtotal_cents));
    await expect(total('Tax')).toHaveText(formatMoney(figures.tax_cents));
    await expect(total('Total')).toHaveText(formatMoney(figures.total_cents));

    // A cart holds one: the panel now offers to change the months.
    await expect(panel.getByText('Your cart holds the coffee subscription for 3 months. Adding it again changes the months.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Change months: Coffee subscription' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'purchase-coffee-cart');
  });
});
