import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const OLD_PASSWORD = 'First-pass1!';
const NEW_PASSWORD = 'Second-pass2@';

/** Calls the API from the page, as the site's own scripts do (same origin, cookies included). */
async function call(page: Page, method: string, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** Signs up a new Northfield customer from the page and logs out; answers the site's id and the address. */
async function newCustomer(page: Page): Promise<{ siteId: number; email: string }> {
  await page.goto('/northfield');
  const siteId = await page.evaluate(async () => ((await (await fetch('/v1/sites/northfield/info')).json()) as { site: { id: number } }).site.id);
  const email = `reset-${Date.now().toString(36)}@example.edu`;
  const signUp = await call(page, 'POST', '/v1/customer/create', {
    site_id: siteId,
    first_name: 'Rosa',
    last_name: 'Parks',
    student_id: 'NU4242',
    email,
    confirm_email: email,
    phone_number: '(413) 555 - 0199',
    address: '12 Elm Street',
    city: 'Northfield',
    state: 'MA',
    zip_code: '01360',
    password: OLD_PASSWORD,
    confirm_password: OLD_PASSWORD,
  });
  expect(signUp.status).toBe(200);
  expect((await call(page, 'POST', '/v1/customer/logout', {})).status).toBe(200);
  return { siteId, email };
}

/** Opens the newest reset message to `email` in /dev/mail (checking both pages with axe) and answers its link. */
async function linkFromDevMail(page: Page, email: string): Promise<string> {
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: 'Reset your password for Northfield University' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password for Northfield University' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="The message as HTML"]');
  await expect(frame.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
  // The message itself is sandboxed (no scripts): axe checks the page around it.
  await expectNoAxeViolations(page, { withoutFrames: true });
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/customerResetPassword\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link, 'the link in the text part').toBeDefined();
  expect(await frame.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe(link);
  return link ?? '';
}

test.describe('password reset', () => {
  test('a customer resets a forgotten password from the e-mailed link and logs in with the new one', async ({ page }) => {
    // A whole journey with five axe passes.
    test.setTimeout(120_000);
    const { siteId, email } = await newCustomer(page);
    // The login page's form turns into the reset request and back.
    await page.goto('/northfield/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'sent a link' })).toHaveText(
      "If an account exists for that e-mail address, we've sent a link to reset your password. It works once, within an hour.",
    );
    await expectNoAxeViolations(page);

    const link = await linkFromDevMail(page, email);
    await page.goto(link);
    await expect(page).toHaveTitle('Reset your password | Campus Dining');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The form's own rules first: the confirmation must match.
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm Password/).fill('Something-else1!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The passwords do not match').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Held until 'Working...' has been seen, then let through.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/customer/update/password', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(/^Confirm Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Working...' })).toBeVisible();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully' })).toHaveText('Password updated successfully');
    // Then, 2 seconds later, the site's home page (the domain the server answered).
    await expect(page).toHaveURL(/\/northfield$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();

    expect((await call(page, 'POST', '/v1/customer/authenticate', { site_id: siteId, email, password: OLD_PASSWORD })).status).toBe(401);
    await page.goto('/northfield/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
    await call(page, 'POST', '/v1/customer/logout', {});

    // The link worked once: opened again, it shows the server's message, announced.
    await page.goto(link);
    await page.getByLabel(/^Password/).fill('Third-pass3$');
    await page.getByLabel(/^Confirm Password/).fill('Third-pass3$');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This password reset link has already been used. Please request a new one.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the staff reset page says a link the server never issued is not valid, and works by keyboard", async ({ page }) => {
    await page.goto('/resetPassword/not-a-real-key');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel(/^Password/).focus();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Confirm Password/)).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is not valid. Please request a new one.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
