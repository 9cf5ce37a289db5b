import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/** Northfield has customer login ('Student Login'); Lakeside has it off. The demo customer is seeded. */
const SITE = 'northfield';
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!' };

/** Every run and test signs up its own address: the e2e database is shared by the whole run. */
const uniqueEmail = () => `e2e-${randomUUID().slice(0, 12)}@northfield.example.edu`;

/** A field by its label as seen, with or without the required mark (' *', which screen readers do not hear). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A field's error as shown under it (the form's alert also reads it to screen readers, hidden). */
const fieldError = (page: Page, text: string) => page.locator('.form-field__error').filter({ hasText: text });

const header = (page: Page) => page.getByRole('banner');
const accountArea = (page: Page) => header(page).getByRole('list', { name: 'Account' });
/** Sonner's toaster, a polite live region at the top centre, and one toast in it. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });

async function fillSignUp(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Avery');
  await page.getByRole('textbox', { name: 'Last Name' }).fill("O'Neil");
  await page.getByRole('textbox', { name: 'Student ID' }).fill('NF1234567');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm Email' }).fill(email.toUpperCase());
  await page.getByRole('textbox', { name: 'Phone Number' }).pressSequentially('6175550123');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 College Ave, Apt. #4');
  await page.getByRole('textbox', { name: 'City' }).fill('Northfield');
  await page.getByRole('textbox', { name: 'State' }).fill('massachusetts');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('01360');
  await field(page, 'Password').fill('Str0ng!pass');
  await field(page, 'Confirm Password').fill('Str0ng!pass');
}

async function logInOnPage(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail();
  await page.goto(`/${SITE}/signup`);
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
  return email;
}

test.describe('customer accounts', () => {
  // Each journey runs axe several times; on a busy machine that takes longer than a plain page test.
  test.describe.configure({ timeout: 60_000 });

  test('sign up: the phone mask, the rules, then the account, logged in', async ({ page }) => {
    await page.goto(`/${SITE}/signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign up/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(fieldError(page, 'A first name is required')).toBeVisible();
    await expect(fieldError(page, 'A password is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const email = uniqueEmail();
    await fillSignUp(page, email);
    await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('(617) 555 - 0123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page, 'Your account has been successfully created.')).toBeVisible();
    await expect(page).toHaveURL(`/${SITE}/customer-account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('MA');
    await expect(accountArea(page).getByRole('link', { name: 'Manage Account' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed up, the sign-up and login pages send the customer on to the account.
    await page.goto(`/${SITE}/signup`);
    await expect(page).toHaveURL(`/${SITE}/customer-account`);
    await page.goto(`/${SITE}/login`);
    await expect(page).toHaveURL(`/${SITE}/customer-account`);
  });

  test('an e-mail address already signed up: the failure toast and the error on the field', async ({ page }) => {
    await page.goto(`/${SITE}/signup`);
    await fillSignUp(page, DEMO.email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, "We're sorry, something went wrong creating your account.")).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(fieldError(page, 'An account with this email address already exists.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('log out from the header: on the account, back to the home page; elsewhere, the page stays', async ({ page }) => {
    const email = await signUp(page);
    await accountArea(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`/${SITE}`);
    await expect(toast(page, 'You have been logged out.')).toBeVisible();
    await expect(accountArea(page).getByRole('button', { name: 'Student Login' })).toBeVisible();
    await expect(accountArea(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await page.goto(`/${SITE}/customer-account`);
    await expect(page).toHaveURL(/\/northfield\/login\?next=/);

    await logInOnPage(page, email, 'Str0ng!pass');
    await expect(page).toHaveURL(`/${SITE}/customer-account`);
    await page.goto(`/${SITE}/privacy`);
    await accountArea(page).getByRole('button', { name: 'Logout' }).click();
    await expect(accountArea(page).getByRole('button', { name: 'Student Login' })).toBeFocused();
    await expect(page).toHaveURL(`/${SITE}/privacy`);
  });

  test('log in on the login page; a wrong password shows the server message, announced', async ({ page }) => {
    await page.goto(`/${SITE}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(fieldError(page, 'An email address is required')).toBeVisible();
    await expect(fieldError(page, 'A password is required')).toBeVisible();

    await logInOnPage(page, DEMO.email, 'Wrong-pass1!');
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await logInOnPage(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(`/${SITE}/customer-account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
  });

  test('log in from the header dialog', async ({ page }) => {
    await page.goto(`/${SITE}/privacy`);
    await accountArea(page).getByRole('button', { name: 'Student Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await dialog.getByLabel('Password').fill('Wrong-pass1!');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();

    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/${SITE}/customer-account`);
    await expect(accountArea(page).getByRole('link', { name: 'Manage Account' })).toBeVisible();
  });

  test('a logged-out visitor is sent to login and back to the tab they asked for', async ({ page }) => {
    await page.goto(`/${SITE}/customer-account?tab=orders`);
    await expect(page).toHaveURL(`/${SITE}/login?next=%2Fnorthfield%2Fcustomer-account%3Ftab%3Dorders`);
    await logInOnPage(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(`/${SITE}/customer-account?tab=orders`);
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Your orders, newest first' })).toBeVisible();
  });

  test('the account tabs follow the site settings, in the address, by arrow keys', async ({ page }) => {
    await signUp(page);
    const tabs = page.getByRole('tablist', { name: 'Your account' }).getByRole('tab');
    await expect(tabs).toHaveText(['Profile', 'Allergens', 'Food Insecurity', 'Reservations', 'Orders', 'Subscriptions']);
    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Allergens' })).toBeFocused();
    await expect(page).toHaveURL(`/${SITE}/customer-account?tab=allergens`);
    await page.getByRole('tab', { name: 'Reservations' }).click();
    await expect(page.getByText('You have no upcoming reservations. Book a table to save your spot at a dining hall.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make a reservation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByText('You have no orders yet.', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await expect(page.getByText('You have no subscriptions yet.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  });

  test('edit the profile', async ({ page }) => {
    await signUp(page);
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    await expect(phone).toHaveValue('(617) 555 - 0123');
    await page.getByRole('textbox', { name: 'City' }).fill('Amherst');
    await page.getByRole('textbox', { name: 'First Name' }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(fieldError(page, 'A first name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Riley');
    await phone.fill('');
    await phone.pressSequentially('4135550188');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Your profle has been updated.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Riley');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Amherst');
    await expect(phone).toHaveValue('(413) 555 - 0188');
  });

  test('sign up with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto(`/${SITE}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    // From the page's heading, Tab goes through the form in order.
    const typeInto = async (label: string, text: string) => {
      await page.keyboard.press('Tab');
      await expect(field(page, label)).toBeFocused();
      await page.keyboard.type(text);
    };
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).focus();
    await typeInto('First Name', 'Jordan');
    await typeInto('Last Name', 'Lee');
    await typeInto('Student ID', 'NF7654321');
    await typeInto('Email', email);
    await typeInto('Confirm Email', email);
    await typeInto('Phone Number', '4135550100');
    await typeInto('Mobile Number', '');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /text messages/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /text messages/ })).toBeChecked();
    await typeInto('Address', '1 Main St');
    await typeInto('City', 'Northfield');
    await typeInto('State', 'MA');
    await typeInto('Zip Code', '01360');
    await typeInto('Password', 'Key-board9!');
    await typeInto('Confirm Password', 'Key-board9!');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/${SITE}/customer-account`);
    await expect(page.getByRole('checkbox', { name: /text messages/ })).toBeChecked();
  });

  test('on a phone: the header keeps its login and sign-up, the forms and tabs fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/${SITE}/signup`);
    await expect(accountArea(page).getByRole('button', { name: 'Student Login' })).toBeVisible();
    await expect(accountArea(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await signUp(page);
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'account-profile');
  });

  test('a site without customer login has no login, sign-up or account pages', async ({ page }) => {
    for (const path of ['login', 'signup', 'customer-account']) {
      await page.goto(`/lakeside/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: "Sorry, we're unable to find that." })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('list', { name: 'Account' })).toHaveCount(0);
  });
});
