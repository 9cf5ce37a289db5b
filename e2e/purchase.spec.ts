import { expect, test, type Locator, type Page } from './support/test.ts';
import type { Cart, OrderForm } from '@commons/contract';
import { formatMoney } from '@commons/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The meal plan purchase page (docs/product/purchase.md#purchase-page, #promo; decisions/0025 "API"). The demo
 * data (apps/server/src/seed/seed-purchase.ts, purchase-data.ts) gives Northfield the customer
 * types Student, Parent, Faculty/Staff and Guest; 'Block 225' ($1,985.00) for students; 'Faculty
 * Flex 25' ($275.00) for faculty and staff; a monthly and a weekly subscription; 6.25 % tax; and the
 * codes WELCOME10 (10 %, from $500), DINE25 (from $1,000) and RETIRED (switched off).
 */
const SITE = 'northfield';
const SITE_ID = 1;
const PAGE = `/${SITE}/meal-plan-purchase`;
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!' };
const LOCKED = 'Your cart has items, so these choices are locked. Delete the items in your cart to change them.';

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });
const dropdown = (page: Page, name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
const cart = (page: Page) => page.getByRole('region', { name: 'Your cart' }).first();
const promoField = (page: Page) => page.getByRole('textbox', { name: 'Promo code' });

async function serverCart(page: Page): Promise<Cart> {
  const answer = await page.request.get(`/v1/cart/fetch?site_id=${SITE_ID}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { cart: Cart }).cart;
}

async function orderForm(page: Page): Promise<OrderForm> {
  const answer = await page.request.get(`/v1/orderform/list?site_id=${SITE_ID}`);
  return (await answer.json()) as OrderForm;
}

async function chooseSelections(page: Page, type: string) {
  await dropdown(page, 'Location').selectOption({ label: 'Main Campus' });
  await dropdown(page, 'Semester').selectOption({ label: 'Fall' });
  await dropdown(page, 'Customer type').selectOption({ label: type });
  await dropdown(page, 'Year').selectOption({ label: 'Freshman' });
}

/** The cart's totals on the page are the ones GET /v1/cart/fetch answers, to the cent. */
async function expectTotalsAsServer(page: Page) {
  const figures = await serverCart(page);
  const totals = cart(page).locator('.purchase-totals');
  const figure = (name: string) => totals.locator('.purchase-totals__row').filter({ has: page.getByText(name, { exact: true }) }).locator('dd');
  await expect(figure('Subtotal')).toHaveText(formatMoney(figures.subtotal_cents));
  await expect(figure('Discount')).toHaveText(figures.discount_cents > 0 ? `-${formatMoney(figures.discount_cents)}` : '$0.00');
  await expect(figure('Tax')).toHaveText(formatMoney(figures.tax_cents));
  await expect(figure('Total')).toHaveText(formatMoney(figures.total_cents));
  return figures;
}

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The toasts on screen (not leaving) whose box overlaps a visible form field's, as 'toast text / field name'. */
function toastsOverFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]:not([data-removed="true"])'));
    const fields = Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea')).filter((field) => field.checkVisibility() && field.getBoundingClientRect().height > 0);
    return toasts.flatMap((shown) =>
      fields.filter((field) => overlaps(shown.getBoundingClientRect(), field.getBoundingClientRect())).map((field) => `${shown.textContent ?? ''} / ${field.getAttribute('name') ?? field.id}`),
    );
  });
}

const hasVisibleFocus = (target: Locator) => target.evaluate((element) => element.matches(':focus-visible'));

test.describe('meal plan purchase', () => {
  test('a student chooses selections, adds a plan, applies and removes a promo code, checks out and deletes the plan, with the server’s totals', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(PAGE);
    await expect(dropdown(page, 'Location')).toBeVisible();
    await expect(page.getByText('Choose your location, term, type and year above to see the plans you can buy.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(cart(page).getByText('Your cart is empty. Add a plan to get started.')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'purchase-selections');

    await chooseSelections(page, 'Student');
    await expect(page.getByText(/Welcome, .* students!/)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Meal plans', 'Subscriptions', 'Custom plan', 'Declining balance', 'Coffee subscription']);
    await expect(page.getByRole('heading', { name: 'Faculty Flex 25' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add to cart: Block 225' }).click();
    await expect(toast(page, 'Added Block 225 to your cart.')).toBeVisible();
    await expect(cart(page).getByRole('heading', { name: 'Block 225' })).toBeVisible();
    await expect(dropdown(page, 'Location')).toBeDisabled();
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expectTotalsAsServer(page);

    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('A promo code is required', { exact: true }).first()).toBeVisible();
    await promoField(page).fill('RETIRED');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('.form-field__error')).toHaveText('This promo code is not valid.');

    await promoField(page).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(cart(page).getByText('Promo code WELCOME10 applied.')).toBeVisible();
    const discounted = await expectTotalsAsServer(page);
    expect(discounted.discount_cents).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'purchase-cart-promo');

    await cart(page).getByRole('button', { name: 'Remove promo code WELCOME10 from Block 225' }).click();
    await expect(toast(page, 'Promo code WELCOME10 removed.')).toBeVisible();
    await expect(cart(page).getByText('Promo code WELCOME10 applied.')).toHaveCount(0);
    expect((await expectTotalsAsServer(page)).discount_cents).toBe(0);

    await cart(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Your details' })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(cart(page).getByRole('heading', { name: 'Block 225' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'purchase-checkout');
    await page.getByRole('button', { name: 'Edit cart' }).click();

    await page.getByRole('button', { name: 'Delete Block 225' }).click();
    await expect(toast(page, 'Removed Block 225 from your cart.')).toBeVisible();
    await expect(cart(page).getByText('Your cart is empty. Add a plan to get started.')).toBeVisible();
    expect((await serverCart(page)).items).toHaveLength(0);
    await expect(dropdown(page, 'Location')).toBeEnabled();
  });

  test("a code no plan in the cart qualifies for is refused under the field in the server's words", async ({ page }) => {
    await page.goto(PAGE);
    await chooseSelections(page, 'Faculty/Staff');
    await page.getByRole('button', { name: 'Add to cart: Faculty Flex 25' }).click();
    await expect(cart(page).getByRole('heading', { name: 'Faculty Flex 25' })).toBeVisible();
    await promoField(page).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('.form-field__error')).toHaveText('None of the plans in your cart meet the requirements of this promo code');
    await expect(promoField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('the selections are remembered after a reload and locked while the cart has items', async ({ page }) => {
    await page.goto(PAGE);
    await chooseSelections(page, 'Student');
    await page.reload();
    await expect(dropdown(page, 'Location')).toHaveValue(/\d+/);
    await expect(dropdown(page, 'Location').locator('option:checked')).toHaveText('Main Campus');
    await expect(dropdown(page, 'Customer type').locator('option:checked')).toHaveText('Student');
    await expect(page.getByRole('tab', { name: 'Meal plans' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to cart: Block 225' }).click();
    await expect(cart(page).getByRole('heading', { name: 'Block 225' })).toBeVisible();
    await page.reload();
    for (const name of ['Location', 'Semester', 'Customer type', 'Year']) await expect(dropdown(page, name)).toBeDisabled();
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(dropdown(page, 'Year')).toHaveAccessibleDescription(LOCKED);
    await expectNoAxeViolations(page);
  });

  test('a subscription asks a visitor to log in, then is added only once its terms are accepted', async ({ page }) => {
    await page.goto(PAGE);
    await chooseSelections(page, 'Student');
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Subscriptions' });
    await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `/${SITE}/signup?next=${encodeURIComponent(PAGE)}`);
    await expect(panel.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await panel.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.getByRole('tab', { name: 'Subscriptions' }).click();

    const plans = (await orderForm(page)).mealPlans;
    const weekly = plans.find((plan) => plan.name === 'Weekly Lunch Subscription');
    const weeklyStarts = panel.getByRole('listitem').filter({ hasText: 'Weekly Lunch Subscription' }).getByRole('combobox', { name: 'Start date' });
    await expect(weeklyStarts.locator('option')).toHaveCount(weekly?.subscription_dates?.starts.length ?? -1);
    for (const option of await weeklyStarts.locator('option').allTextContents()) expect(option).toMatch(/^Sunday, /);

    const monthly = panel.getByRole('listitem').filter({ hasText: 'Monthly Meal Subscription' });
    await expect(monthly.getByText('Last bill date')).toBeVisible();
    await monthly.getByRole('button', { name: 'Add to cart: Monthly Meal Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscription terms' });
    await expect(dialog.getByText(/^I agree to be billed each period/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'purchase-subscription-terms');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await serverCart(page)).items).toHaveLength(0);

    // The demo plan, dated from the pinned clock, always offers more than one start.
    const secondStart = await monthly.getByRole('combobox', { name: 'Start date' }).locator('option').nth(1).getAttribute('value');
    expect(secondStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await monthly.getByRole('combobox', { name: 'Start date' }).selectOption(secondStart ?? '');
    await monthly.getByRole('button', { name: 'Add to cart: Monthly Meal Subscription' }).click();
    await dialog.getByRole('button', { name: 'I accept' }).click();
    await expect(toast(page, 'Added Monthly Meal Subscription to your cart.')).toBeVisible();
    const lines = (await serverCart(page)).items;
    expect(lines.map((line) => line.name)).toEqual(['Monthly Meal Subscription']);
    expect(lines[0]?.subscription?.first_plan_date).toBe(secondStart);
    await expect(cart(page).getByRole('heading', { name: 'Monthly Meal Subscription' })).toBeVisible();
    await expectTotalsAsServer(page);
  });

  test('a quick add link puts its plan in the cart once and leaves the address clean', async ({ page }) => {
    const form = await orderForm(page);
    const plan = form.mealPlans.find((entry) => entry.name === 'Block 225');
    const type = form.customerTypes.find((entry) => entry.name === 'Student');
    await page.goto(`${PAGE}?plan=${plan?.id}&type=${type?.id}`);
    await expect(cart(page).getByRole('heading', { name: 'Block 225' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(dropdown(page, 'Customer type').locator('option:checked')).toHaveText('Student');
    // The link names the type only: location, term and year are the buyer's to choose, then the plans show.
    await expect(dropdown(page, 'Customer type')).toBeDisabled();
    await expect(dropdown(page, 'Location')).toHaveValue('');
    await dropdown(page, 'Location').selectOption({ label: 'Main Campus' });
    await dropdown(page, 'Semester').selectOption({ label: 'Fall' });
    await dropdown(page, 'Year').selectOption({ label: 'Freshman' });
    await expect(page.getByRole('tab', { name: 'Meal plans' })).toBeVisible();
    await page.reload();
    await expect(cart(page).getByRole('heading', { name: 'Block 225' })).toBeVisible();
    expect((await serverCart(page)).items).toHaveLength(1);
    await expectNoHorizontalOverflow(page);
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px, Checkout brings its focused heading into view`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(PAGE);
      await chooseSelections(page, 'Student');
      await page.getByRole('button', { name: 'Add to cart: Block 225' }).click();
      await expect(cart(page).getByRole('heading', { name: 'Block 225' })).toBeVisible();
      await cart(page).getByRole('button', { name: 'Checkout' }).click();
      const heading = page.getByRole('heading', { level: 3, name: 'Your details' });
      await expect(heading).toBeFocused();
      // The selections and products close above it: the heading is still on screen once they have.
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toBeInViewport();
    });

    test(`at ${width} px, the toast of an add covers no checkout field`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(PAGE);
      await chooseSelections(page, 'Student');
      await page.getByRole('button', { name: 'Add to cart: Block 225' }).click();
      const added = toast(page, 'Added Block 225 to your cart.');
      await expect(added).toBeVisible();
      // A pointer resting on the toast holds it (Sonner pauses its 3 s), so nothing here races its timer.
      await added.hover();
      await cart(page).getByRole('button', { name: 'Checkout' }).focus();
      await page.keyboard.press('Enter');
      const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
      await expect(page.getByRole('heading', { level: 3, name: 'Your details' })).toBeFocused();
      // The buyer scrolls the form up to fill it in: the top of the screen holds fields now.
      await firstName.evaluate((field) => field.scrollIntoView({ block: 'start' }));
      await expect.poll(() => toastsOverFields(page)).toEqual([]);
      await expect(firstName).toBeInViewport();
    });
  }

  test('keyboard only: the selections, a tab and an add, with visible focus all the way', async ({ page }) => {
    await page.goto(PAGE);
    const location = dropdown(page, 'Location');
    await tabTo(page, location);
    expect(await hasVisibleFocus(location)).toBe(true);
    for (const name of ['Location', 'Semester', 'Customer type', 'Year']) {
      await tabTo(page, dropdown(page, name));
      await page.keyboard.press('ArrowDown');
      await expect(dropdown(page, name)).not.toHaveValue('');
    }
    const mealPlans = page.getByRole('tab', { name: 'Meal plans' });
    await tabTo(page, mealPlans);
    expect(await hasVisibleFocus(mealPlans)).toBe(true);
    const add = page.getByRole('button', { name: /^Add to cart: / }).first();
    const planName = ((await add.getAttribute('aria-label')) ?? '').replace('Add to cart: ', '');
    await tabTo(page, add);
    expect(await hasVisibleFocus(add)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(cart(page).getByRole('heading', { name: planName })).toBeVisible();
    await expect(add).toBeFocused();
    await expect(toast(page, `Added ${planName} to your cart.`)).toBeVisible();
    const remove = cart(page).getByRole('button', { name: `Delete ${planName}` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(cart(page).getByText('Your cart is empty. Add a plan to get started.')).toBeVisible();
    await expect(cart(page).getByRole('heading', { name: 'Your cart' })).toBeFocused();
  });
});
