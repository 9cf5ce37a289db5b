import { expect, type Locator, type Page } from './support/test.ts';
import { ACCOUNT_MESSAGES, BASES_BY_ENTREE, DIETARY_TEXTS, ON_THE_GO_TEXTS, ON_THE_GO_TITLE } from '@commons/domain';
import { ON_THE_GO_UI_TEXTS } from '../apps/web/src/features/on-the-go/on-the-go-texts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { test } from './support/faults.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The on-the-go order form (docs/product/forms.md#on-the-go). The demo data
 * (apps/server/src/seed/seed-forms.ts) has Northfield take orders at Founders Grab & Go, whose hours
 * give pick-up times at the e2e clock's noon on every day of the week; Lakeside does not show
 * on-the-go ordering.
 */
const SITE = 'northfield';
const PAGE = `/${SITE}/on-the-go-valentine-dining`;
const ORDER_PATH = '/v1/customer/on_the_go_form';
const TIMES_PATH = '/v1/on_the_go/pick_up_times';

const form = (page: Page) => page.getByRole('form', { name: ON_THE_GO_TITLE });
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => form(page).getByRole('combobox', { name, exact: true });
const entree = (page: Page) => form(page).getByRole('radiogroup', { name: 'Entree', exact: true });
const group = (page: Page, name: string) => form(page).getByRole('group', { name, exact: true });
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Submit' });
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
/** The options a select offers, as shown, without its placeholder. */
const optionTexts = (control: Locator) => control.locator('option:not([value=""])').allTextContents();

async function tabTo(page: Page, target: Locator, most = 80) {
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

/** A closed select takes typed letters: the first option that starts with them is chosen. */
async function typeInto(page: Page, control: Locator, letters: string, expected: string) {
  await page.keyboard.type(letters);
  await expect(control.locator('option:checked')).toHaveText(expected);
}

async function openOrder(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: ON_THE_GO_TITLE })).toBeVisible();
  await expect(select(page, 'Pick-up time')).toBeVisible();
}

test.describe('on-the-go order', () => {
  test("order by keyboard: the bases follow the entree, a pick-up time at Founders Grab & Go, the thanks in the spec's words", async ({ page }) => {
    await openOrder(page);
    await expect(form(page).getByText('Pick up at Founders Grab & Go')).toBeVisible();
    const times = await optionTexts(select(page, 'Pick-up time'));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((label) => /^(Today|Tomorrow), \d{1,2}:\d{2} [AP]M$/.test(label))).toBe(true);
    const firstTime = times[0] ?? '';
    await expectNoAxeViolations(page);

    await tabTo(page, textbox(page, 'Name'));
    await page.keyboard.type('Jordan Park');
    await tabOnceTo(page, textbox(page, 'Email'));
    await page.keyboard.type('jordan.park@northfield.example.edu');
    await tabOnceTo(page, textbox(page, 'Student ID'));
    await page.keyboard.type('N7654321');
    await tabOnceTo(page, select(page, 'Meal plan'));
    await typeInto(page, select(page, 'Meal plan'), 'Gol', 'Gold');
    await tabOnceTo(page, select(page, 'Pick-up time'));
    await typeInto(page, select(page, 'Pick-up time'), firstTime.split(',')[0] ?? '', firstTime);

    // No base before an entree; then the entree's own bases.
    await expect(optionTexts(select(page, 'Base'))).resolves.toEqual([]);
    await tabOnceTo(page, entree(page).getByRole('radio', { name: 'Salad' }));
    await page.keyboard.press('ArrowDown');
    await expect(entree(page).getByRole('radio', { name: 'Sandwich' })).toBeChecked();
    await tabOnceTo(page, select(page, 'Base'));
    await expect(optionTexts(select(page, 'Base'))).resolves.toEqual([...BASES_BY_ENTREE.Sandwich]);
    await typeInto(page, select(page, 'Base'), 'Sour', 'Sourdough');
    // Another entree clears a base it is not made on.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowUp');
    await expect(entree(page).getByRole('radio', { name: 'Salad' })).toBeChecked();
    await expect(select(page, 'Base')).toHaveValue('');
    await expect(optionTexts(select(page, 'Base'))).resolves.toEqual([...BASES_BY_ENTREE.Salad]);
    await page.keyboard.press('ArrowDown');
    await tabOnceTo(page, select(page, 'Base'));
    await typeInto(page, select(page, 'Base'), 'Sour', 'Sourdough');

    await tabOnceTo(page, select(page, 'Protein'));
    await expect(select(page, 'Protein')).toHaveValue('None');
    await typeInto(page, select(page, 'Protein'), 'Tur', 'Turkey');
    await tabOnceTo(page, select(page, 'Cheese'));
    await typeInto(page, select(page, 'Cheese'), 'Swi', 'Swiss');
    await tabOnceTo(page, select(page, 'Dressing/sauce'));
    await typeInto(page, select(page, 'Dressing/sauce'), 'Hon', 'Honey Dijon');
    const addons = group(page, 'Add-ons');
    await tabOnceTo(page, addons.getByRole('checkbox', { name: 'Lettuce' }));
    await page.keyboard.press('Space');
    await tabOnceTo(page, addons.getByRole('checkbox', { name: 'Tomato' }));
    await page.keyboard.press('Space');
    await tabTo(page, select(page, 'Side'));
    await typeInto(page, select(page, 'Side'), 'Pre', 'Pretzels');
    await tabOnceTo(page, select(page, 'Drink'));
    await typeInto(page, select(page, 'Drink'), 'Bot', 'Bottled Water');
    await tabTo(page, group(page, 'Allergies').getByRole('checkbox', { name: 'Gluten' }));
    await page.keyboard.press('Space');
    await tabTo(page, textbox(page, 'Comments'));
    await page.keyboard.type('No onions, please.');
    await tabOnceTo(page, submitButton(page));

    const sent = page.waitForRequest((request) => request.url().endsWith(ORDER_PATH) && request.method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Jordan Park',
      email: 'jordan.park@northfield.example.edu',
      student_id: 'N7654321',
      plan: 'Gold',
      entree: 'Sandwich',
      base: 'Sourdough',
      protein: 'Turkey',
      cheese: 'Swiss',
      dressing_sauce: 'Honey Dijon',
      addons: ['Lettuce', 'Tomato'],
      sides: 'Pretzels',
      drink: 'Bottled Water',
      allergens: ['Gluten'],
      comments: 'No onions, please.',
    });

    const thanks = page.getByRole('status').filter({ hasText: ON_THE_GO_TEXTS.success });
    await expect(thanks).toHaveText(ON_THE_GO_TEXTS.success);
    await expect(thanks.locator('.form-success')).toBeFocused();
    await expect(textbox(page, 'Name')).toHaveValue('');
    await expect(select(page, 'Pick-up time')).toHaveValue('');
    await expect(entree(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(select(page, 'Protein')).toHaveValue('None');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'on-the-go-sent');
  });

  test('an empty order names each missing choice on its field and announces them', async ({ page }) => {
    await openOrder(page);
    await group(page, 'Allergies').getByRole('checkbox', { name: 'Other (Please specify)' }).check();
    await submitButton(page).click();
    const expected: [Locator, string][] = [
      [textbox(page, 'Name'), DIETARY_TEXTS.nameRequired],
      [textbox(page, 'Email'), ACCOUNT_MESSAGES.emailRequired],
      [textbox(page, 'Student ID'), ON_THE_GO_TEXTS.studentIdRequired],
      [select(page, 'Meal plan'), ON_THE_GO_TEXTS.planRequired],
      [select(page, 'Pick-up time'), ON_THE_GO_TEXTS.pickUpRequired],
      [entree(page), ON_THE_GO_TEXTS.entreeRequired],
      [select(page, 'Base'), ON_THE_GO_TEXTS.baseRequired],
      [textbox(page, 'Other allergies'), ON_THE_GO_TEXTS.otherRequired],
    ];
    for (const [control, message] of expected) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(await description(control)).toContain(message);
    }
    await expect(textbox(page, 'Name')).toBeFocused();
    await expect(form(page).getByRole('alert')).toHaveText(expected.map(([, message]) => message).join(' '));
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('a pick-up time gone meanwhile: the times are asked again and the field says so', async ({ page }) => {
    await openOrder(page);
    await textbox(page, 'Name').fill('Jordan Park');
    await textbox(page, 'Email').fill('jordan.park@northfield.example.edu');
    await textbox(page, 'Student ID').fill('N7654321');
    await select(page, 'Meal plan').selectOption('Gold');
    await select(page, 'Pick-up time').selectOption({ index: 1 });
    await entree(page).getByRole('radio', { name: 'Pizza' }).check();
    await select(page, 'Base').selectOption('Veggie Pizza');
    // The time the server is sent is one it no longer offers (3 a.m. today): it answers as it would for a time gone by.
    await page.route(`**${ORDER_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as { pick_up: string };
      await route.continue({ postData: JSON.stringify({ ...body, pick_up: `${body.pick_up.slice(0, 10)}T03:00` }) });
    });
    const asked = page.waitForRequest((request) => request.url().includes(TIMES_PATH));
    await submitButton(page).click();
    await asked;
    const pickUp = select(page, 'Pick-up time');
    await expect(pickUp).toHaveAttribute('aria-invalid', 'true');
    expect(await description(pickUp)).toContain(ON_THE_GO_TEXTS.pickUpUnavailable);
    await expect(pickUp).toBeFocused();
    await expect(form(page).getByRole('alert')).toHaveText(ON_THE_GO_TEXTS.pickUpUnavailable);
    await expect(textbox(page, 'Name')).toHaveValue('Jordan Park');
    await expectNoAxeViolations(page);
  });

  test('the pick-up times cannot be loaded: said so, with a retry, and the order cannot be sent', async ({ page, serverFaults }) => {
    await serverFaults.fail(TIMES_PATH);
    await page.goto(PAGE);
    await expect(form(page).getByRole('alert').filter({ hasText: ON_THE_GO_UI_TEXTS.pickUpFailed })).toBeVisible();
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await serverFaults.restore();
    await form(page).getByRole('button', { name: 'Try again' }).click();
    await expect(select(page, 'Pick-up time')).toBeVisible();
    await expect(submitButton(page)).not.toHaveAttribute('aria-disabled');
  });

  test("is the site's not-found page where on-the-go ordering is off", async ({ page }) => {
    await page.goto('/lakeside/on-the-go-valentine-dining');
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we're unable to find that." })).toBeVisible();
    await expect(page.getByRole('heading', { name: ON_THE_GO_TITLE })).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
