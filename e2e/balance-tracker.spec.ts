import { expect, test, type Locator, type Page } from './support/test.ts';
import type { OrderForm } from '@commons/contract';
import { addDays, balancePace, expectedRemaining, formatMoney, localDateTime, trackedTerm, type TermProgress } from '@commons/domain';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eNow } from './support/clock.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/**
 * The balance tracker (docs/product/purchase.md#balance-tracker). The demo data (apps/server/src/seed/
 * seed-purchase.ts, purchase-data.ts) flags Unlimited Access ($300.00, no swipes), Block 225
 * ($250.00, 225 swipes), Block 160 Bonus and Commuter 50 on Northfield, whose terms are Fall
 * (August 24 to December 18) and Spring (January 12 to May 8) of the school year around the
 * seed's today, and whose settings show both counters and the three advice texts. The figures
 * expected are the domain's for the pinned day.
 */
const SITE_ID = 1;
const PAGE = '/northfield/balance-tracker';
const ZONE = 'America/New_York';
const ADVICE = [
  ['If your balance is running low', 'Your balance is running low: consider adding dining dollars.'],
  ['If your balance is running high', 'You have plenty left: treat a friend to lunch!'],
  ['How to stay on budget', 'Spread your meals evenly across the weeks left in the semester.'],
] as const;

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));

/** The header the page should show on `today` (the page's wording, spelled out here). */
function header(today: string, progress: TermProgress | null): string {
  const opening = `Today is ${longDate(today)}.`;
  if (!progress) return `${opening} There is no current or upcoming school term, so there is nothing left to estimate.`;
  const { term, daysLeft, lengthDays } = progress;
  if (!progress.isCurrent) return `${opening} ${term.name} has not started yet: it runs ${lengthDays} days, from ${longDate(term.start)} to ${longDate(term.end)}.`;
  if (daysLeft === 1) return `${opening} There is 1 day left in ${term.name}: today is its last day.`;
  return `${opening} There are ${daysLeft} days left in ${term.name}.`;
}

async function orderForm(page: Page): Promise<OrderForm> {
  const answer = await page.request.get(`/v1/orderform/list?site_id=${SITE_ID}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as OrderForm;
}

function plan(form: OrderForm, name: string) {
  const found = form.mealPlans.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`The demo data has no plan named ${name}`);
  return found;
}

const chooser = (page: Page) => page.getByRole('combobox', { name: 'Meal plan' });
const balanceField = (page: Page) => page.getByRole('textbox', { name: /^Your balance today/ });
/** A counter's drawn figure (it counts up; screen readers get the final one as text). */
const counter = (page: Page, label: string) => page.locator('.balance-counter').filter({ has: page.getByText(label, { exact: true }) });

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
const hasVisibleFocus = (target: Locator) => target.evaluate((element) => element.matches(':focus-visible'));
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

test.describe('balance tracker', () => {
  test("shows today, the days left in the term, the chosen plan's dollars and swipes for the day, and the advice", async ({ page }) => {
    const today = localDateTime(e2eNow(), ZONE).date;
    const form = await orderForm(page);
    const progress = trackedTerm(form.school_terms, today);
    await page.goto(PAGE);

    await expect(page).toHaveTitle('Balance Tracker | Northfield University');
    await expect(page.getByRole('heading', { level: 1, name: 'Balance Tracker' })).toBeVisible();
    await expect(page.getByText(header(today, progress), { exact: true })).toBeVisible();
    const flagged = form.mealPlans.filter((candidate) => candidate.balance_tracker).map((candidate) => candidate.name);
    expect(flagged).toEqual(['Unlimited Access', 'Block 225', 'Block 160 Bonus', 'Commuter 50']);
    await expect(chooser(page).getByRole('option')).toHaveText(flagged);

    await chooser(page).selectOption({ label: 'Block 225' });
    const block = expectedRemaining(plan(form, 'Block 225'), progress);
    await expect(page.getByRole('heading', { level: 2, name: 'Estimated left on Block 225 today' })).toBeVisible();
    // Screen readers get the final figures at once; the drawn ones count up to them.
    await expect(counter(page, 'Dining dollars').locator('.visually-hidden')).toHaveText(formatMoney(block.cents));
    await expect(counter(page, 'Meal swipes').locator('.visually-hidden')).toHaveText(String(block.swipes));
    await expect(counter(page, 'Dining dollars').locator('[aria-hidden="true"]')).toHaveText(formatMoney(block.cents));
    await expect(counter(page, 'Meal swipes').locator('[aria-hidden="true"]')).toHaveText(String(block.swipes));

    for (const [heading, text] of ADVICE) await expect(page.getByRole('region', { name: heading })).toContainText(text);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'balance-tracker');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
  });

  test('shows the final figures at once to a visitor who asked for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const form = await orderForm(page);
    const first = expectedRemaining(plan(form, 'Unlimited Access'), trackedTerm(form.school_terms, localDateTime(e2eNow(), ZONE).date));
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 2, name: 'Estimated left on Unlimited Access today' })).toBeVisible();
    // With motion the dollars stay at $0.00 for a whole second before counting.
    expect(await counter(page, 'Dining dollars').locator('[aria-hidden="true"]').textContent()).toBe(formatMoney(first.cents));
    await expect(counter(page, 'Meal swipes')).toHaveCount(0); // an unlimited plan has no swipes to count down
  });

  test('checks a real balance against the pace by keyboard alone', async ({ page }) => {
    const form = await orderForm(page);
    // The 61st day of the demo fall term, so a term is always running whatever the day of the run.
    const fall = form.school_terms.find((term) => term.name.startsWith('Fall'));
    if (!fall) throw new Error('The demo data has no fall term');
    const today = addDays(fall.start, 60);
    await page.clock.setSystemTime(new Date(`${today}T16:00:00Z`)); // noon in New York (daylight time)
    const progress = trackedTerm(form.school_terms, today);
    if (!progress) throw new Error('No term on the pinned day');
    await page.goto(PAGE);
    await expect(page.getByText(header(today, progress), { exact: true })).toBeVisible();

    await tabTo(page, chooser(page));
    expect(await hasVisibleFocus(chooser(page))).toBe(true);
    await page.keyboard.press('ArrowDown'); // Unlimited Access → Block 225
    await expect(chooser(page)).toHaveValue(String(plan(form, 'Block 225').id));
    await expect(page.getByRole('heading', { level: 2, name: 'Estimated left on Block 225 today' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(balanceField(page)).toBeFocused();
    expect(await hasVisibleFocus(balanceField(page))).toBe(true);
    await page.keyboard.type('12.345');
    await page.keyboard.press('Enter');
    const problem = 'Enter at most two decimals (the cents), such as 125.50.';
    await expect(balanceField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.form-field__error')).toHaveText(problem);
    expect(await description(balanceField(page))).toContain(problem);
    await expect(page.locator('.form-alert')).toContainText(problem);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: 'Check my pace' });
    await expect(submit).toBeFocused();
    expect(await hasVisibleFocus(submit)).toBe(true);
    await page.keyboard.press('Enter');

    const block = plan(form, 'Block 225');
    const pace = balancePace(5_000, block.declining_balance_cents, progress, today);
    expect(pace.verdict).toBe('behind');
    const gap = formatMoney(-pace.differenceCents);
    const result = page.getByRole('status').filter({ hasText: 'pace' });
    await expect(result).toContainText(`You are behind the pace: $50.00 is ${gap} less than the ${formatMoney(pace.expectedCents)} an even pace leaves today.`);
    if (!pace.runsOutOn) throw new Error('$50.00 after 60 days of spending should run out within the term');
    await expect(result).toContainText(`At the rate you have spent so far, your dining dollars run out on ${longDate(pace.runsOutOn)}, before ${progress.term.name} ends.`);
    await expect(balanceField(page)).not.toHaveAttribute('aria-invalid', 'true');
    // The counters started again for the plan chosen: the pictures show them done.
    const figures = expectedRemaining(block, progress);
    expect(figures.cents).toBe(pace.expectedCents);
    await expect(counter(page, 'Dining dollars').locator('[aria-hidden="true"]')).toHaveText(formatMoney(figures.cents));
    await expect(counter(page, 'Meal swipes').locator('[aria-hidden="true"]')).toHaveText(String(figures.swipes));
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'balance-tracker-check');
  });
});
