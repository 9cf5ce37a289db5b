import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * Help, "get answers now" (docs/product/forms.md#help). The demo data
 * (apps/server/src/seed/seed-help.ts) gives Northfield 'Meal plans' > 'Changing my plan' > 'How do
 * I switch plans mid-semester?' (a form answer: a radio group, two lines, a checkbox group, a text
 * box) and 'Locations and hours' > 'Is the Crème brûlée gluten-free?' (a text answer that takes
 * follow-up questions).
 */
const SWITCH = 'How do I switch plans mid-semester?';
const CREME = 'Is the Crème brûlée gluten-free?';
const REQUIRED = 'This field is required.';
const SENT = 'Thank you — your request has been sent.';

/** Northfield is site 1 in the demo data: its welcome modal stays closed. */
async function openHelp(page: Page, slug = 'get-answers-now') {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
  await page.context().addCookies([{ name: 'commons_landing_modal_1', value: 'dismissed', url }]);
  await page.goto(`/northfield/${slug}`);
  await expect(page.getByRole('button', { name: 'Meal plans' })).toBeVisible();
}

/** Sonner's toaster: a polite live region at the top centre. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a question's disclosure from the keyboard: Tab to its button, Enter. */
async function openByKeyboard(page: Page, question: string) {
  const trigger = page.getByRole('button', { name: question, exact: true });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

test.describe('help', () => {
  test('browse three levels down by keyboard and send an answer form: required fields first, then the thanks', async ({ page }) => {
    await openHelp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Get Answers Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Changing my plan' })).toBeHidden();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'help-browse');

    await page.getByRole('searchbox', { name: 'Search help' }).focus();
    await openByKeyboard(page, 'Meal plans');
    await openByKeyboard(page, 'Changing my plan');
    await openByKeyboard(page, SWITCH);
    const form = page.getByRole('form', { name: SWITCH });
    await expect(form.getByRole('radiogroup', { name: 'New meal plan' })).toBeVisible();

    // Nothing filled: each required element says so, announced, and the first takes the focus.
    const send = form.getByRole('button', { name: 'Send request' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    // Shown under each element (the form's alert reads them all at once, for screen readers).
    await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(4);
    await expect(form.getByRole('alert')).toHaveText(Array(4).fill(REQUIRED).join(' '));
    await expect(form.getByRole('textbox', { name: 'Student ID' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Student ID' })).toHaveAccessibleDescription(REQUIRED);
    await expect(form.getByRole('radiogroup', { name: 'New meal plan' })).toHaveAccessibleDescription(REQUIRED);
    await expect(form.getByRole('textbox', { name: 'Anything else we should know?' })).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('radio', { name: 'Gold' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'help-form-errors');

    // Chosen and typed from the keyboard.
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Silver' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Student ID' })).toBeFocused();
    await page.keyboard.type('N1234567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jamie.rivera@example.edu');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: 'Fall semester' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: 'Spring semester' })).toBeChecked();
    await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(0);
    await tabTo(page, send);
    await page.keyboard.press('Enter');

    await expect(toast(page, SENT)).toHaveText(SENT);
    await expect(form.getByRole('textbox', { name: 'Student ID' })).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'Silver' })).not.toBeChecked();
  });

  test('search with an accented word: Loading..., results with their path, an empty search, then Back to browse', async ({ page }) => {
    await openHelp(page, 'help');
    const box = page.getByRole('searchbox', { name: 'Search help' });

    // Blank text does nothing.
    await box.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByRole('button', { name: 'Meal plans' })).toBeVisible();

    // The answer is held until 'Loading...' has been seen.
    let release: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/dynamic_faqs/search?*', async (route) => {
      await seen;
      await route.continue();
    });
    await box.fill('crème');
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();

    const results = page.getByRole('region', { name: 'Results for “crème”' });
    const found = results.getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found.getByRole('heading', { level: 3, name: CREME })).toBeVisible();
    await expect(found.getByText('Locations and hours')).toBeVisible();
    await expect(found.getByText(/made without wheat flour/)).toBeVisible();
    await expect(results.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Meal plans' })).toBeHidden();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'help-results');

    await box.fill('xylophone');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No questions match “xylophone”.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Meal plans' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Results for/ })).toHaveCount(0);
    await expect(box).toBeFocused();
  });

  test('a follow-up question says what is missing, announced, then sends', async ({ page }) => {
    await openHelp(page);
    await page.getByRole('button', { name: 'Locations and hours' }).click();
    await page.getByRole('button', { name: CREME }).click();
    await page.getByRole('button', { name: 'Ask a follow-up question' }).click();
    const form = page.getByRole('form', { name: 'Still need help? Ask the dining team' });
    await form.getByRole('button', { name: 'Send question' }).click();

    const messages = { Name: 'Name is required.', Email: 'Email is required', 'Student ID': 'Student ID is required.', 'How can we help?': 'Please describe how we can help.' };
    for (const [field, message] of Object.entries(messages)) await expect(form.getByRole('textbox', { name: field })).toHaveAccessibleDescription(message);
    await expect(form.getByRole('alert')).toHaveText(Object.values(messages).join(' '));
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByRole('textbox', { name: 'Name' }).fill('Jamie Rivera');
    await form.getByRole('textbox', { name: 'Email' }).fill('jamie@');
    await form.getByRole('textbox', { name: 'Student ID' }).fill('N1234567');
    await form.getByRole('textbox', { name: 'How can we help?' }).fill('Is it safe with a sesame allergy?');
    await form.getByRole('button', { name: 'Send question' }).click();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email must be correctly formatted.');
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Email' }).fill('jamie@example.edu');
    await form.getByRole('button', { name: 'Send question' }).click();
    await expect(toast(page, SENT)).toHaveText(SENT);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('fits a 375 px screen, with a question open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHelp(page);
    await page.getByRole('button', { name: 'Meal plans' }).click();
    await page.getByRole('button', { name: 'Changing my plan' }).click();
    await page.getByRole('button', { name: SWITCH }).click();
    await expect(page.getByRole('form', { name: SWITCH })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
