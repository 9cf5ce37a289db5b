import { expect, type Locator, type Page } from './support/test.ts';
import { DIETARY_FORM_TITLE, DIETARY_QUESTIONS, DIETARY_TEXTS, type DietaryQuestion } from '@commons/domain';
import { DIETARY_UI_TEXTS } from '../apps/web/src/features/dietary-health/dietary-texts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eNow } from './support/clock.ts';
import { test } from './support/faults.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The dietary health form (docs/product/forms.md#dietary-health). The demo customer
 * (apps/server/src/seed/seed-customers.ts) is Demo Student, with Milk and Peanuts in the allergen
 * profile and carrying epinephrine.
 */
const SITE = 'northfield';
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!', name: 'Demo Student' };
const ZONE = 'America/New_York';
const PAGE = `/${SITE}/dietary-health-form`;

const form = (page: Page) => page.getByRole('form', { name: DIETARY_FORM_TITLE });
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
// A date input has no ARIA role: found by its label, 'Date' with the required mark.
const dateField = (page: Page) => form(page).getByLabel(/^Date\b/);
const allergies = (page: Page) => form(page).getByRole('group', { name: 'Allergies' });
const question = (page: Page, field: DietaryQuestion) => form(page).getByRole('radiogroup', { name: DIETARY_QUESTIONS[field], exact: true });
const consent = (page: Page) => form(page).getByRole('checkbox', { name: /^I agree that the dining team/ });
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Submit' });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });
/** The texts that describe a control (aria-describedby), joined. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
/** Today in the site's zone, as the date input holds it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(e2eNow());

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openForm(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: DIETARY_FORM_TITLE })).toBeVisible();
}

test.describe('dietary health form', () => {
  test("a logged-in customer finds their profile filled in, completes the rest by keyboard and is thanked in the spec's words", async ({ page }) => {
    await page.goto(`/${SITE}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
    await openForm(page);

    // From the profile: name, e-mail, Milk and Peanuts, and a Yes to carrying epinephrine.
    await expect(textbox(page, 'Name')).toHaveValue(DEMO.name);
    await expect(textbox(page, 'Email')).toHaveValue(DEMO.email);
    await expect(dateField(page)).toHaveValue(today());
    const checked = allergies(page).getByRole('checkbox', { checked: true });
    await expect(checked).toHaveCount(2);
    await expect(allergies(page).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    await expect(allergies(page).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await expect(question(page, 'carries_epinephrine').getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(question(page, 'epipen').getByRole('radio', { checked: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Tab reaches each group; Space answers the focused first choice, the arrow keys move on to the next.
    await tabTo(page, allergies(page).getByRole('checkbox', { name: 'Sesame' }));
    await page.keyboard.press('Space');
    await tabTo(page, question(page, 'epipen').getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await expect(question(page, 'epipen').getByRole('radio', { name: 'Yes' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(question(page, 'carries_epinephrine').getByRole('radio', { name: 'Yes' })).toBeFocused();
    for (const field of ['celiac', 'gluten_intolerant', 'gf_diet', 'medical_diet'] as const) {
      await page.keyboard.press('Tab');
      await expect(question(page, field).getByRole('radio', { name: 'Yes' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(question(page, field).getByRole('radio', { name: 'No' })).toBeChecked();
    }
    await page.keyboard.press('Tab');
    await expect(textbox(page, DIETARY_UI_TEXTS.commentsLabel)).toBeFocused();
    await page.keyboard.type('Peanuts: anaphylaxis twice.');
    await page.keyboard.press('Tab');
    await expect(consent(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent(page)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();

    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/customer/health_form') && request.method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      date: today(),
      name: DEMO.name,
      email: DEMO.email,
      allergens: ['Milk', 'Peanuts', 'Sesame'],
      epipen: 'true',
      carries_epinephrine: 'true',
      celiac: 'false',
      gluten_intolerant: 'false',
      gf_diet: 'false',
      medical_diet: 'false',
      consent: 'true',
      other_allergies: '',
      additional_comments: 'Peanuts: anaphylaxis twice.',
    });

    // The thanks, announced (role=status) and focused; the form starts over, the profile filled in again.
    const thanks = page.getByRole('status').filter({ hasText: DIETARY_TEXTS.success });
    await expect(thanks).toHaveText(DIETARY_TEXTS.success);
    await expect(thanks.locator('.form-success')).toBeFocused();
    await expect(consent(page)).not.toBeChecked();
    await expect(question(page, 'celiac').getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(textbox(page, DIETARY_UI_TEXTS.commentsLabel)).toHaveValue('');
    await expect(textbox(page, 'Name')).toHaveValue(DEMO.name);
    await expect(allergies(page).getByRole('checkbox', { name: 'Sesame' })).not.toBeChecked();
    await expectNoAxeViolations(page);

    // The alert closes from the keyboard; focus goes back to the form's first field.
    await page.keyboard.press('Tab');
    await expect(thanks.getByRole('button', { name: 'Dismiss message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(DIETARY_TEXTS.success)).toHaveCount(0);
    await expect(dateField(page)).toBeFocused();
  });

  test('an empty submit names each missing answer on its field, announces them all and focuses the first', async ({ page }) => {
    await openForm(page);
    await expect(textbox(page, 'Name')).toHaveValue('');
    await expect(allergies(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dateField(page).fill('');
    // 'Other (Please specify)' brings the Other allergies field, required.
    await expect(form(page).getByRole('textbox', { name: 'Other allergies' })).toHaveCount(0);
    await allergies(page).getByRole('checkbox', { name: 'Other (Please specify)' }).check();
    await expect(textbox(page, 'Other allergies')).toBeVisible();
    await submitButton(page).click();

    const expected: [Locator, string][] = [
      [dateField(page), DIETARY_TEXTS.dateRequired],
      [textbox(page, 'Name'), DIETARY_TEXTS.nameRequired],
      [textbox(page, 'Email'), DIETARY_TEXTS.emailRequired],
      [textbox(page, 'Other allergies'), DIETARY_TEXTS.otherRequired],
      ...(Object.keys(DIETARY_QUESTIONS) as DietaryQuestion[]).map((field): [Locator, string] => [question(page, field), DIETARY_TEXTS.answerRequired]),
      [consent(page), DIETARY_TEXTS.consentRequired],
    ];
    for (const [control, message] of expected) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(await description(control)).toContain(message);
    }
    await expect(page.locator('.form-field__error').filter({ hasText: DIETARY_TEXTS.answerRequired })).toHaveCount(6);
    await expect(dateField(page)).toBeFocused();
    // Read out at once (role=alert): every message of this submit, in the form's order.
    const alert = form(page).getByRole('alert');
    await expect(alert).toHaveText(expected.map(([, message]) => message).join(' '));
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('a failed send says so in a toast and keeps every answer', async ({ page, serverFaults }) => {
    await openForm(page);
    await textbox(page, 'Name').fill('Avery Lee');
    await textbox(page, 'Email').fill('avery.lee@northfield.example.edu');
    await allergies(page).getByRole('checkbox', { name: 'Sesame' }).check();
    for (const field of Object.keys(DIETARY_QUESTIONS) as DietaryQuestion[]) await question(page, field).getByRole('radio', { name: 'No' }).check();
    await consent(page).check();
    await serverFaults.fail('/v1/customer/health_form');
    await submitButton(page).click();
    await expect(toast(page, DIETARY_UI_TEXTS.sendFailed)).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveValue('Avery Lee');
    await expect(consent(page)).toBeChecked();
    await expect(page.getByText(DIETARY_TEXTS.success)).toHaveCount(0);

    // Once the server is back, the same answers go through.
    await serverFaults.restore();
    await submitButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: DIETARY_TEXTS.success })).toHaveText(DIETARY_TEXTS.success);
    await screenshotBothWidths(page, 'dietary-health-sent');
  });
});
