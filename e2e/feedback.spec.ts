import { expect, test, type Locator, type Page } from './support/test.ts';
import { ACCOUNT_MESSAGES, FEEDBACK_TEXTS } from '@commons/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The feedback form (docs/product/forms.md#feedback). The demo data
 * (apps/server/src/seed/seed-forms.ts) flags some of Northfield's locations for the feedback form,
 * Westside Grill among them; the e2e server (support/serve.ts) asks little work of the captcha, so
 * the browser solves it in well under a second.
 *
 * The browser's clock is not pinned here: the server checks a challenge's expiry by the real clock,
 * and so does the widget.
 */
test.use({ realClock: true });
const SITE = 'northfield';

/** The widget's own checkbox, named by its label. */
const robot = (page: Page) => page.getByRole('checkbox', { name: /I'm not a robot|Verifying|Verified/ });
const form = (page: Page) => page.getByRole('form', { name: 'Feedback' });
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => form(page).getByRole('combobox', { name, exact: true });
const radios = (page: Page, name: string) => form(page).getByRole('radiogroup', { name, exact: true });
/** A field's error as shown under it. */
const fieldError = (page: Page, text: string) => page.locator('.form-field__error').filter({ hasText: text });
/** The texts that describe a control (aria-describedby), joined. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

async function openFeedback(page: Page) {
  await page.goto(`/${SITE}/feedback`);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  // The widget's code loads with the captcha: the page is ready once its checkbox is there.
  await expect(robot(page)).toBeVisible();
}

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Tab once and checks where focus went: the form's order is the order a visitor meets. */
async function tabOnceTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** In a radio group with focus, presses Down (wrapping) until `radio` is checked. */
async function arrowTo(page: Page, radio: Locator, most = 6) {
  for (let i = 0; i < most; i += 1) {
    if (await radio.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}

/** Fills the required fields the quick way (the first journey does it by keyboard). */
async function fillByMouse(page: Page) {
  await textbox(page, 'First Name').fill('Jordan');
  await textbox(page, 'Last Name').fill('Kim');
  await textbox(page, 'Email').fill('jordan.kim@northfield.example.edu');
  await select(page, 'Dining Location').selectOption({ label: 'North Tower Dining' });
  await radios(page, 'Residence').getByRole('radio', { name: 'On Campus' }).check();
  await select(page, 'I am a').selectOption('Freshman');
  await textbox(page, 'Comments').fill('The coffee is too cold.');
}

/** Checks the widget's box by keyboard and waits until it has solved its challenge. */
async function solve(page: Page) {
  await robot(page).focus();
  await page.keyboard.press('Space');
  await expect(robot(page)).toBeChecked();
  await expect(robot(page)).toHaveAccessibleName('Verified');
}

test.describe('feedback', () => {
  test.describe.configure({ timeout: 60_000 });

  test('send feedback with the keyboard alone: solve the captcha, see the thanks, and the form starts over', async ({ page }) => {
    // The widget runs under the site's Content-Security-Policy (script-src 'self'): a refused
    // script, style or worker would show as a console error.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openFeedback(page);
    await expectNoAxeViolations(page);

    await tabTo(page, textbox(page, 'First Name'));
    await page.keyboard.type('Avery');
    await tabOnceTo(page, textbox(page, 'Last Name'));
    await page.keyboard.type('Lee');
    await tabOnceTo(page, textbox(page, 'Email'));
    await page.keyboard.type('avery.lee@northfield.example.edu');
    await tabOnceTo(page, textbox(page, 'Campus ID (optional)'));
    await page.keyboard.type('NF1234567');

    // A closed select takes typed letters: the first option that starts with them is chosen.
    await tabOnceTo(page, select(page, 'Dining Location'));
    await page.keyboard.type('Westside');
    await expect(select(page, 'Dining Location').locator('option:checked')).toHaveText('Westside Grill');

    // Tab enters a radio group, the arrow keys choose in it.
    const residence = radios(page, 'Residence');
    await tabOnceTo(page, residence.getByRole('radio', { name: 'On Campus' }));
    await arrowTo(page, residence.getByRole('radio', { name: 'Off Campus' }));

    await tabOnceTo(page, select(page, 'I am a'));
    await page.keyboard.type('Sen');
    await expect(select(page, 'I am a')).toHaveValue('Senior');

    // The comments box shows 3 rows and grows with the text to 6.
    const comments = textbox(page, 'Comments');
    await tabOnceTo(page, comments);
    await expect(comments).toHaveAttribute('rows', '3');
    await page.keyboard.type('The new salad bar is great.');
    await expect(comments).toHaveAttribute('rows', '3');
    for (const line of ['More vegan soups, please.', 'Longer hours on weekends.', 'Friendlier music at dinner.', 'Thanks to the night staff!', 'Keep the fresh bread.', 'And the fruit.']) {
      await page.keyboard.press('Enter');
      await page.keyboard.type(line);
    }
    await expect(comments).toHaveAttribute('rows', '6');

    // "No" is the default answer; the arrow keys move to "Yes".
    const offers = radios(page, 'Would you like to receive special offers?');
    await expect(offers.getByRole('radio', { name: 'No' })).toBeChecked();
    await tabOnceTo(page, offers.getByRole('radio', { name: 'No' }));
    await arrowTo(page, offers.getByRole('radio', { name: 'Yes' }));

    await tabOnceTo(page, textbox(page, 'Birthday (optional)'));
    await page.keyboard.type('04/23');

    // The captcha: the widget's checkbox, named, is next; Space starts the proof of work.
    await tabOnceTo(page, robot(page));
    await expect(robot(page)).toHaveAccessibleName("I'm not a robot");
    await page.keyboard.press('Space');
    await expect(robot(page)).toBeChecked();
    await expect(robot(page)).toHaveAccessibleName('Verified');
    await expect(page.getByRole('status').filter({ hasText: 'Verified. You can submit your feedback.' })).toBeAttached();

    const submit = form(page).getByRole('button', { name: 'Submit' });
    await tabOnceTo(page, submit);
    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/feedback/submit') && request.method() === 'POST');
    await page.keyboard.press('Enter');
    const body: unknown = (await sent).postDataJSON();
    expect(body).toMatchObject({
      first_name: 'Avery',
      last_name: 'Lee',
      email: 'avery.lee@northfield.example.edu',
      student_id: 'NF1234567',
      customer_residence: 'Off Campus',
      customer_type: 'Senior',
      offers: 'true',
      birthday: '04/23',
    });
    expect(typeof (body as { location: unknown }).location).toBe('number');

    // The thanks, in the documented words, announced (role=status) and focused; the form is empty again.
    const thanks = page.getByRole('status').filter({ hasText: FEEDBACK_TEXTS.success });
    await expect(thanks).toHaveText(FEEDBACK_TEXTS.success);
    await expect(thanks.locator('.form-success')).toBeFocused();
    for (const name of ['First Name', 'Last Name', 'Email', 'Campus ID (optional)', 'Comments', 'Birthday (optional)']) await expect(textbox(page, name)).toHaveValue('');
    await expect(select(page, 'Dining Location')).toHaveValue('');
    await expect(select(page, 'I am a')).toHaveValue('');
    await expect(residence.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(offers.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(comments).toHaveAttribute('rows', '3');
    await expect(robot(page)).not.toBeChecked();
    await expect(robot(page)).toHaveAccessibleName("I'm not a robot");
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'feedback-sent');

    // The alert closes from the keyboard; focus goes back to the form's first field.
    await tabOnceTo(page, thanks.getByRole('button', { name: 'Dismiss message' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(FEEDBACK_TEXTS.success)).toHaveCount(0);
    await expect(textbox(page, 'First Name')).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('an empty submit names every missing field, the captcha too, and ties each error to its control', async ({ page }) => {
    await openFeedback(page);
    await form(page).getByRole('button', { name: 'Submit' }).click();

    const expected: [Locator, string][] = [
      [textbox(page, 'First Name'), ACCOUNT_MESSAGES.firstNameRequired],
      [textbox(page, 'Last Name'), ACCOUNT_MESSAGES.lastNameRequired],
      [textbox(page, 'Email'), ACCOUNT_MESSAGES.emailRequired],
      [select(page, 'Dining Location'), FEEDBACK_TEXTS.locationRequired],
      [radios(page, 'Residence'), FEEDBACK_TEXTS.residenceRequired],
      [select(page, 'I am a'), FEEDBACK_TEXTS.customerTypeRequired],
      [textbox(page, 'Comments'), FEEDBACK_TEXTS.commentsRequired],
      [robot(page), 'Please complete the reCAPTCHA to submit feedback.'],
    ];
    for (const [control, message] of expected) {
      await expect(fieldError(page, message), message).toBeVisible();
      await expect(control, message).toHaveAttribute('aria-invalid', 'true');
      expect(await description(control), message).toContain(message);
    }
    // The optional fields are not in error.
    for (const name of ['Campus ID (optional)', 'Birthday (optional)']) await expect(textbox(page, name)).not.toHaveAttribute('aria-invalid', 'true');
    // The submit's errors are read out at once (role=alert), and focus goes to the first field in error.
    const announced = form(page).getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.firstNameRequired });
    for (const [, message] of expected) await expect(announced).toContainText(message);
    await expect(textbox(page, 'First Name')).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'feedback-errors');

    // Solving the captcha clears its error; the others stay until fixed.
    await robot(page).focus();
    await page.keyboard.press('Space');
    await expect(robot(page)).toBeChecked();
    await expect(fieldError(page, FEEDBACK_TEXTS.captchaMissing)).toHaveCount(0);
    await expect(robot(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fieldError(page, FEEDBACK_TEXTS.commentsRequired)).toBeVisible();
  });

  test('a refused captcha answer keeps what was typed and asks for the captcha again', async ({ page }) => {
    await openFeedback(page);
    await fillByMouse(page);
    await solve(page);
    // The answer is spoiled on its way, as a replayed or forged one would be: the server refuses it.
    await page.route('**/v1/feedback/submit', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, captcha: 'eyJmb3JnZWQiOnRydWV9' }) });
    });
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(fieldError(page, FEEDBACK_TEXTS.captchaFailed)).toBeVisible();
    await expect(robot(page)).toBeFocused();
    await expect(robot(page)).not.toBeChecked();
    await expect(robot(page)).toHaveAttribute('aria-invalid', 'true');
    // The widget started over with a new challenge; the server's words stay until it is solved.
    await expect(fieldError(page, FEEDBACK_TEXTS.captchaMissing)).toHaveCount(0);
    await expect(textbox(page, 'Comments')).toHaveValue('The coffee is too cold.');
    await expect(page.getByText(FEEDBACK_TEXTS.success)).toHaveCount(0);

    await page.unroute('**/v1/feedback/submit');
    await page.keyboard.press('Space');
    await expect(robot(page)).toBeChecked();
    await expect(fieldError(page, FEEDBACK_TEXTS.captchaFailed)).toHaveCount(0);
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: FEEDBACK_TEXTS.success })).toHaveText(FEEDBACK_TEXTS.success);
  });

  test('a solved captcha that expires before the submit is replaced, and the next one goes through', async ({ page }) => {
    await page.clock.install();
    await openFeedback(page);
    await fillByMouse(page);
    await solve(page);
    const fresh = page.waitForResponse((response) => response.url().endsWith('/v1/captcha/challenge'));
    // Past the challenge's lifetime (20 minutes): the widget says it expired and unchecks itself.
    await page.clock.fastForward('21:00');
    await fresh;
    await expect(robot(page)).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'The verification expired. Please check the box again.' })).toBeAttached();
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(fieldError(page, FEEDBACK_TEXTS.captchaMissing)).toBeVisible();

    await solve(page);
    await expect(fieldError(page, FEEDBACK_TEXTS.captchaMissing)).toHaveCount(0);
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: FEEDBACK_TEXTS.success })).toHaveText(FEEDBACK_TEXTS.success);
  });

  test('fits a 375 px phone, with the focus ring visible on the captcha', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openFeedback(page);
    await expectNoHorizontalOverflow(page);
    await tabTo(page, robot(page));
    const ring = await robot(page).evaluate((element) => {
      const box = element.closest('.altcha-checkbox') ?? element;
      const style = getComputedStyle(box);
      const own = getComputedStyle(element);
      return [style.outlineStyle, own.outlineStyle];
    });
    expect(ring.some((style) => style !== 'none'), `outline ${ring.join(', ')}`).toBe(true);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'feedback');
  });
});
