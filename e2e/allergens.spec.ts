import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** Northfield has customer login, the allergen card and food insecurity on; its demo customer has an allergen profile. */
const SITE = 'northfield';
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!' };

const uniqueEmail = () => `e2e-allergens-${randomUUID().slice(0, 12)}@northfield.example.edu`;
const fieldError = (page: Page, text: string) => page.locator('.form-field__error').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });

async function signUp(page: Page): Promise<void> {
  const email = uniqueEmail();
  await page.goto(`/${SITE}/signup`);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Avery');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Quinn');
  await page.getByRole('textbox', { name: 'Student ID' }).fill('NF7654321');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone Number' }).pressSequentially('6175550123');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 College Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Northfield');
  await page.getByRole('textbox', { name: 'State' }).fill('MA');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('01360');
  await page.getByLabel(/^Password( \*)?$/).fill('Str0ng!pass');
  await page.getByLabel(/^Confirm Password( \*)?$/).fill('Str0ng!pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
}

test.describe('allergens and food insecurity tabs', () => {
  test.describe.configure({ timeout: 60_000 });

  test('save an allergen profile: the rules, the message, then the allergen card', async ({ page }) => {
    await signUp(page);
    await page.getByRole('tab', { name: 'Allergens' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your allergens' })).toBeVisible();
    await expect(page.getByText('Save your allergens to get your allergen card.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Allergen card (PDF)' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const allergens = page.getByRole('group', { name: 'Allergens' });
    await expect(allergens.getByRole('checkbox')).toHaveCount(11);
    await allergens.getByRole('checkbox', { name: 'Milk' }).check();
    await allergens.getByRole('checkbox', { name: 'Peanuts' }).check();
    await page.getByRole('checkbox', { name: 'I have another allergen' }).check();
    await page.getByRole('button', { name: 'Save Allergens' }).click();
    await expect(fieldError(page, 'Please enter your other allergen')).toBeVisible();
    await expect(fieldError(page, 'An emergency contact name is required')).toBeVisible();
    await expect(fieldError(page, 'A phone number is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Other allergen' }).fill('Mustard');
    await page.getByRole('textbox', { name: 'Emergency Contact Name' }).fill('Jordan Quinn');
    await page.getByRole('textbox', { name: 'Emergency Contact Number' }).pressSequentially('4135550111');
    await page.getByRole('checkbox', { name: 'I carry epinephrine (EpiPen)' }).check();
    await page.getByRole('button', { name: 'Save Allergens' }).click();
    await expect(toast(page, 'Your allergen preferences have been updated.')).toBeVisible();

    const card = page.getByRole('link', { name: 'Allergen card (PDF)' });
    await expect(card).toBeVisible();
    // The e2e server has no pass-signing settings: no Wallet link.
    await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveCount(0);
    const pdf = await page.request.get((await card.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(allergens.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    await expect(allergens.getByRole('checkbox', { name: 'Egg' })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Other allergen' })).toHaveValue('Mustard');
    await expect(page.getByRole('textbox', { name: 'Emergency Contact Number' })).toHaveValue('(413) 555 - 0111');
    await expect(page.getByRole('checkbox', { name: 'I carry epinephrine (EpiPen)' })).toBeChecked();
  });

  test('a failed save says so', async ({ page, context }) => {
    await signUp(page);
    await page.getByRole('tab', { name: 'Allergens' }).click();
    await page.getByRole('textbox', { name: 'Emergency Contact Name' }).fill('Jordan Quinn');
    await page.getByRole('textbox', { name: 'Emergency Contact Number' }).pressSequentially('4135550111');
    // The session ends elsewhere (e.g. another tab logged out): the server refuses the save.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save Allergens' }).click();
    await expect(toast(page, 'Sorry, we ran into an unexpected error.')).toBeVisible();
  });

  test("the demo customer's profile and card, by keyboard", async ({ page }) => {
    await page.goto(`/${SITE}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`/${SITE}/customer-account?tab=allergens`);
    const allergens = page.getByRole('group', { name: 'Allergens' });
    await expect(allergens.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    await expect(allergens.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Allergen card (PDF)' })).toBeVisible();
    await allergens.getByRole('checkbox', { name: 'Egg' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save Allergens' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Your allergen preferences have been updated.')).toBeVisible();
    // Put the demo profile back for other runs.
    await allergens.getByRole('checkbox', { name: 'Egg' }).uncheck();
    const restored = page.waitForResponse((res) => res.url().endsWith('/v1/customer/update_allergen_profile'));
    await page.getByRole('button', { name: 'Save Allergens' }).click();
    expect((await restored).status()).toBe(200);
  });

  test('food insecurity: the resource text and a confidential opt-in', async ({ page }) => {
    await signUp(page);
    await page.getByRole('tab', { name: 'Food Insecurity' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Food assistance' })).toBeVisible();
    await expect(page.getByText(/The Northfield Food Pantry in the Student Union/)).toBeVisible();
    const optIn = page.getByRole('checkbox', { name: 'Please contact me, confidentially, about food assistance' });
    await expect(optIn).not.toBeChecked();
    await expectNoAxeViolations(page);
    await optIn.check();
    await expect(toast(page, 'Your Food Insecurity preferences have been updated.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(optIn).toBeChecked();
  });
});
