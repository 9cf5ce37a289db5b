import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/** Northfield's demo customer has four orders, an active coffee subscription and a cancelled meal subscription (seed-orders.ts). */
const SITE = 'northfield';
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!' };
const CANCELED_ON = /Canceled on \d{1,2}\/\d{1,2}\/\d{2}/;

/** Sonner's toaster, a polite live region at the top centre, and one toast in it. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });

async function logInTo(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
}

test.describe('the account’s orders and subscriptions', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the demo customer sees the orders, then cancels the active subscription by keyboard', async ({ page }) => {
    await logInTo(page, `/${SITE}/login?next=%2Fnorthfield%2Fcustomer-account%3Ftab%3Dorders`);
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const orders = page.getByRole('table', { name: 'Your orders, newest first' });
    for (const item of ['Dining Dollars', 'Coffee subscription, 5 months', 'Monthly Meal Subscription', 'Block 225']) await expect(orders.getByRole('row', { name: new RegExp(item) })).toBeVisible();
    await expect(orders.getByRole('row', { name: /Block 225/ })).toContainText('$2,109.06');
    await expect(orders.getByRole('row', { name: /Coffee subscription/ })).toContainText('Credit card (Visa ending in 4242)');
    await expect(orders.getByRole('columnheader')).toHaveText(['Date', 'Order no.', 'Total', 'Payment type']);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'account-orders');

    // At 375 px (and 320 px, the width reflow asks for) the table fits its width, nothing scrolls
    // sideways or is cut off: the date and the payment type move under the order number, said in words.
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 812 });
      const widths = await orders.evaluate((table) => ({ table: Math.ceil(table.getBoundingClientRect().width), room: table.parentElement?.clientWidth ?? 0, scrolls: (table.parentElement?.scrollWidth ?? 0) > (table.parentElement?.clientWidth ?? 0) }));
      expect(widths, `at ${width} px`).toEqual({ table: widths.room, room: widths.room, scrolls: false });
    }
    await expect(orders.getByRole('columnheader')).toHaveText(['Order no.', 'Total']);
    const coffeeOrder = orders.getByRole('row', { name: /Coffee subscription/ });
    await expect(coffeeOrder.getByText('Paid by Credit card (Visa ending in 4242)')).toBeVisible();
    await expect(coffeeOrder.getByText(/^Ordered \d{1,2}\/\d{1,2}\/\d{2}$/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(coffeeOrder.getByText('Paid by Credit card (Visa ending in 4242)')).toBeHidden();

    // Arrow keys move between the tabs and open Subscriptions.
    await page.getByRole('tab', { name: 'Orders' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/${SITE}/customer-account?tab=subscriptions`);
    const table = page.getByRole('table', { name: 'Your subscriptions, newest first' });
    const coffee = table.getByRole('row', { name: /Coffee subscription, 5 months/ });
    const meal = table.getByRole('row', { name: /Monthly Meal Subscription/ });
    await expect(coffee).toContainText('$30.00 per month');
    // What checkout charged is told apart from the later bills (decisions/0027).
    await expect(coffee).toContainText(/Paid at checkout \d{1,2}\/\d{1,2}\/\d{2}: \$30\.00/);
    await expect(coffee).toContainText(/Then billed on \d{1,2}\/\d{1,2}\/\d{2}, /);
    await expect(coffee).toContainText('Declined');
    await expect(meal).toContainText(CANCELED_ON);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'account-subscriptions');

    const cancel = coffee.getByRole('button', { name: 'Cancel Coffee subscription, 5 months' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this subscription?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Subscription cancelled successfully.')).toBeVisible();
    await expect(coffee).toContainText(CANCELED_ON);
    await expect(table.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Your subscriptions' })).toBeFocused();

    // Cancelling is one-way: after a reload it is still cancelled.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Your subscriptions, newest first' }).getByRole('row', { name: /Coffee subscription/ })).toContainText(CANCELED_ON);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'account-subscriptions-cancelled');
  });
});
