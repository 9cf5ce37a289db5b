import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * Checkout on the meal plan purchase page (docs/product/purchase.md#checkout, #customer-form, #card, #messages) against the demo data
 * (apps/server/src/seed/seed-purchase.ts): Northfield asks for the Student ID and meal plan terms,
 * student IDs like N1234567 and addresses @northfield.example.edu; the sandbox gateway approves
 * 4111 1111 1111 1111 and declines 4000 0000 0000 0002.
 */
const SITE = 'northfield';
const PAGE = `/${SITE}/meal-plan-purchase`;
const THANKS = "Thank you for your order, we'll send you an email confirmation shortly!";
const DECLINED = 'Card declined. If your billing address is correct, please contact your card issuer.';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const dropdown = (page: Page, name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
const cart = (page: Page) => page.getByRole('region', { name: 'Your cart' }).first();
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const checkoutAlert = (page: Page) => page.getByRole('alert').locator('.checkout-alert__text');

async function addPlan(page: Page, type: string, plan: string) {
  await page.goto(PAGE);
  await dropdown(page, 'Location').selectOption({ label: 'Main Campus' });
  await dropdown(page, 'Semester').selectOption({ label: 'Fall' });
  await dropdown(page, 'Customer type').selectOption({ label: type });
  await dropdown(page, 'Year').selectOption({ label: 'Freshman' });
  await page.getByRole('button', { name: `Add to cart: ${plan}` }).click();
  await expect(cart(page).getByRole('heading', { name: plan })).toBeVisible();
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /Your details|Parent information/ })).toBeFocused();
}

async function fillContact(page: Page, who: { email: string; studentId?: string }) {
  await box(page, 'First Name').fill('Sam');
  await box(page, 'Last Name').fill("O'Neil");
  await box(page, 'Student ID').fill(who.studentId ?? 'N1234567');
  await box(page, 'Email').fill(who.email);
  await box(page, 'Confirm Email').fill(who.email);
  await box(page, 'Phone Number').fill('6175550142');
  await expect(box(page, 'Phone Number')).toHaveValue('(617) 555 - 0142');
  await box(page, 'Address').fill('12 College Rd.');
  await box(page, 'City').fill('Northfield');
  await box(page, 'State').fill('MA');
  await box(page, 'Zip Code').fill('01360');
}

async function fillCard(page: Page, number: string) {
  await box(page, 'First Name on Card').fill('Sam');
  await box(page, 'Last Name on Card').fill('ONeil');
  await box(page, 'Card Number').fill(number);
  await expect(dropdown(page, 'Card Type')).toHaveValue('Visa');
  await box(page, 'Expiration Date').fill('0830');
  await expect(box(page, 'Expiration Date')).toHaveValue('08/30');
  await box(page, 'Security Code').fill('737');
}

async function accept(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'I accept' }).click();
}

async function expectOrderComplete(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/${SITE}/order-complete$`));
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(page.getByText(/^Your order number is \d{6}\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Presses Tab until `target` has focus, which must then be visible. */
async function tabTo(page: Page, target: Locator, most = 120) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

test.describe('checkout', () => {
  test('a guest pays by card and makes an account with a password: the order completes and the guest is logged in', async ({ page }) => {
    test.setTimeout(90_000);
    await addPlan(page, 'Guest', 'Commuter 50');
    await expect(cart(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await page.getByRole('button', { name: 'Return customer login' }).click();
    const login = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(login.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'checkout-login');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Return customer login' })).toBeFocused();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(checkoutAlert(page)).toHaveText('Error: Something went wrong, please check your information and try again.');
    await expect(box(page, 'First Name')).toBeFocused();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoAxeViolations(page);

    const email = `guest.${unique()}@example.com`;
    await fillContact(page, { email, studentId: 'G1234' });
    await page.getByLabel('Password', { exact: true }).fill('long enough');
    await page.getByLabel('Confirm Password').fill('long enough');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'checkout-form');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    const cartBox = await cart(page).boundingBox();
    expect((cartBox?.x ?? 0) + (cartBox?.width ?? 0)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await accept(page, 'Meal plan terms');
    await expect(page.getByRole('heading', { name: 'Card payment' })).toBeFocused();
    await expect(box(page, 'First Name')).toBeDisabled();
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('checkbox', { name: 'Use a different billing address' }).check();
    await expect(box(page, 'Billing Address')).toHaveValue('12 College Rd.');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'checkout-card');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expectOrderComplete(page);
    await screenshotBothWidths(page, 'order-complete');
    await expect(page.getByRole('list', { name: 'Account' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    const session = (await (await page.request.get('/v1/customer/session?site_id=1')).json()) as { customer: { email: string } | null };
    expect(session.customer?.email).toBe(email);
  });

  test('fields side by side line up at 1280 px, labels and boxes, beside a hint (State, Password) or an error under one alone', async ({ page }) => {
    await addPlan(page, 'Guest', 'Commuter 50');
    const rows = page.locator('.checkout-form__row');
    /** Per row of fields side by side: the distinct tops of its labels, and of its boxes. */
    const rowTops = () =>
      rows.evaluateAll((found) =>
        found.map((row) => {
          const tops = (selector: string) => new Set(Array.from(row.querySelectorAll(`:scope > .form-field > ${selector}`), (part) => Math.round(part.getBoundingClientRect().top))).size;
          return { fields: row.children.length, labelTops: tops('label'), boxTops: tops('.form-field__input') };
        }),
      );
    const expectInLine = async () => {
      const found = await rowTops();
      expect(found.length).toBeGreaterThanOrEqual(4);
      for (const row of found) expect(row).toEqual({ fields: row.fields, labelTops: 1, boxTops: 1 });
    };
    const address = rows.filter({ has: box(page, 'City') });
    await expect(address.getByText('Code or full name, e.g. MA')).toBeVisible();
    await expect(page.getByText(/^Optional\. Enter a password/)).toBeVisible();
    await expectInLine();

    await box(page, 'City').fill('Northfield');
    await box(page, 'State').fill('Narnia');
    await box(page, 'Zip Code').fill('01360');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(address.getByText('Please enter a valid state')).toBeVisible();
    await expectInLine();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'checkout-rows-in-line');
  });

  test("a parent bills the student's account: the parent's own e-mail, the student's at the school, both terms accepted", async ({ page }) => {
    test.setTimeout(60_000);
    await addPlan(page, 'Parent', 'Block 225');
    await expect(page.getByRole('heading', { name: 'Student information' })).toBeVisible();
    const id = unique();
    await fillContact(page, { email: `pat.${id}@gmail.com` });
    await box(page, 'Student First Name').fill('Alex');
    await box(page, 'Student Last Name').fill('Rivera');
    await box(page, 'Student Email').fill(`alex.${id}@northfield.example.edu`);
    await box(page, 'Confirm Student Email').fill(`alex.${id}@northfield.example.edu`);
    await box(page, 'Student Phone Number').fill('6175550199');
    await box(page, 'Student Address').fill('4 Quad Way');
    await box(page, 'Student City').fill('Northfield');
    await box(page, 'Student State').fill('Massachusetts');
    await box(page, 'Student Zip Code').fill('01360');
    await page.getByRole('radio', { name: 'Student ID' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await accept(page, 'Student ID terms');
    await accept(page, 'Meal plan terms');
    await expectOrderComplete(page);
    await page.getByRole('link', { name: 'Back to meal plans' }).click();
    await expect(dropdown(page, 'Location')).toHaveValue('');
    await expect(cart(page).getByText('Your cart is empty. Add a plan to get started.')).toBeVisible();
  });

  test('a declined card is flagged on its number in the gateway’s words; a good card then pays', async ({ page }) => {
    test.setTimeout(60_000);
    await addPlan(page, 'Student', 'Block 225');
    await fillContact(page, { email: `sam.${unique()}@northfield.example.edu` });
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await accept(page, 'Meal plan terms');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(checkoutAlert(page)).toHaveText(DECLINED);
    await expect(box(page, 'Card Number')).toBeFocused();
    await expect(box(page, 'Card Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.form-field__error')).toHaveText(DECLINED);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'checkout-declined');
    await box(page, 'Card Number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expectOrderComplete(page);
  });

  test('the order complete page opened directly sends the visitor to the meal plan purchase section', async ({ page }) => {
    await page.goto(`/${SITE}/order-complete`);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(dropdown(page, 'Location')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keyboard only: a student orders by Student ID, terms and all, with visible focus', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(PAGE);
    for (const name of ['Location', 'Semester', 'Customer type', 'Year']) {
      await tabTo(page, dropdown(page, name));
      await page.keyboard.press('ArrowDown');
      await expect(dropdown(page, name)).not.toHaveValue('');
    }
    const add = page.getByRole('button', { name: 'Add to cart: Block 225' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(cart(page).getByRole('heading', { name: 'Block 225' })).toBeVisible();
    await tabTo(page, cart(page).getByRole('button', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: 'Your details' })).toBeFocused();
    const email = `kim.${unique()}@northfield.example.edu`;
    const typed: [string, string][] = [
      ['First Name', 'Kim'],
      ['Last Name', 'Park'],
      ['Student ID', 'N7654321'],
      ['Email', email],
      ['Confirm Email', email],
      ['Phone Number', '6175550123'],
      ['Address', '8 Elm St.'],
      ['City', 'Northfield'],
      ['State', 'MA'],
      ['Zip Code', '01360'],
    ];
    for (const [name, value] of typed) {
      await tabTo(page, box(page, name));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('radio', { name: 'Student ID' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Student ID' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Enter');
    for (const title of ['Student ID terms', 'Meal plan terms']) {
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'I accept' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expectOrderComplete(page);
  });

  test('a subscription that starts next month: the order complete page says what checkout charged, why, and the later bills', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${SITE}/login?next=${encodeURIComponent(PAGE)}`);
    await page.getByRole('textbox', { name: 'Email' }).fill('campus@northfield.example.edu');
    await page.getByLabel('Password').fill('Demo-pass1!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await dropdown(page, 'Location').selectOption({ label: 'Main Campus' });
    await dropdown(page, 'Semester').selectOption({ label: 'Fall' });
    await dropdown(page, 'Customer type').selectOption({ label: 'Student' });
    await dropdown(page, 'Year').selectOption({ label: 'Freshman' });
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const monthly = page.getByRole('tabpanel', { name: 'Subscriptions' }).getByRole('listitem').filter({ hasText: 'Monthly Meal Subscription' });
    // The second start is a month after the first: its first month starts after the checkout.
    const starts = monthly.getByRole('combobox', { name: 'Start date' });
    await starts.selectOption((await starts.locator('option').nth(1).getAttribute('value')) ?? '');
    await monthly.getByRole('button', { name: 'Add to cart: Monthly Meal Subscription' }).click();
    await page.getByRole('dialog', { name: 'Subscription terms' }).getByRole('button', { name: 'I accept' }).click();
    await cart(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Your details' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await accept(page, 'Meal plan terms');
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expectOrderComplete(page);

    const charges = page.getByRole('region', { name: 'Your subscriptions' }).getByRole('listitem');
    await expect(charges).toHaveCount(1);
    await expect(charges.locator('> *')).toHaveText([
      'Monthly Meal Subscription',
      /^Paid at checkout \d{1,2}\/\d{1,2}\/\d{2}: \$\d{3}\.\d{2}$/,
      /^The first month starts \d{1,2}\/1\/\d{2}\. Its bill is taken at checkout, because a subscription's first month is paid with its order\.$/,
      /^Then billed on \d{1,2}\/1\/\d{2}(, \d{1,2}\/1\/\d{2})*$/,
    ]);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'order-complete-subscription');
  });

  test("an account the school's sign-in made orders with its names, e-mail and student ID locked, here and in the profile", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/${SITE}/login?next=${encodeURIComponent(PAGE)}`);
    await page.getByRole('textbox', { name: 'Email' }).fill('campus@northfield.example.edu');
    await page.getByLabel('Password').fill('Demo-pass1!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(dropdown(page, 'Location')).toBeVisible();
    await addPlan(page, 'Student', 'Block 225');
    const locked = { 'First Name': 'Casey', 'Last Name': 'Morgan', 'Student ID': 'N2000001', Email: 'campus@northfield.example.edu', 'Confirm Email': 'campus@northfield.example.edu' };
    for (const [name, value] of Object.entries(locked)) {
      await expect(box(page, name)).toHaveValue(value);
      await expect(box(page, name)).not.toBeEditable();
      await expect(box(page, name)).toHaveAccessibleDescription("From your school's sign-in; your dining office can correct it.");
    }
    await expect(box(page, 'City')).toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'checkout-identity-locked');
    await page.getByRole('radio', { name: 'Student ID' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await accept(page, 'Student ID terms');
    await accept(page, 'Meal plan terms');
    await expectOrderComplete(page);

    await page.goto(`/${SITE}/customer-account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
    for (const name of ['First Name', 'Last Name', 'Student ID', 'Email']) {
      await expect(box(page, name)).toHaveValue(locked[name as keyof typeof locked]);
      await expect(box(page, name)).not.toBeEditable();
    }
    await expect(box(page, 'Address')).toBeEditable();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'profile-identity-locked');
  });
});
