import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

const LATE_NIGHT = 'Which late-night option should Founders Hall add this spring?';
const PLANT_BASED = 'How would you rate the new plant-based station?';
const LUNCH = 'When do you usually eat lunch on weekdays?';

/** Northfield is site 1 in the demo data. */
async function skipLandingModal(page: Page) {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
  await page.context().addCookies([{ name: 'commons_landing_modal_1', value: 'dismissed', url }]);
}

const surveyTile = (page: Page) => page.getByRole('region', { name: 'Survey' });
/** Sonner's toaster: a polite live region at the top centre. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications alt+T' });

/** The shares each meter reads out, in order. */
const shares = (scope: Locator) => scope.getByRole('meter').evaluateAll((meters) => meters.map((m) => Number(m.getAttribute('aria-valuenow'))));

/** Picks the `index`th choice of the survey in `scope` with the keyboard only, then presses its 'Vote Now'. */
async function voteByKeyboard(page: Page, scope: Locator, question: string, index: number) {
  await scope.getByRole('radiogroup', { name: question }).getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  for (let n = 0; n < index; n++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(scope.getByRole('button', { name: 'Vote Now' })).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('surveys', () => {
  test('the home tile shows the newest survey; a vote shows the results, and a reload shows it answered', async ({ page }) => {
    await skipLandingModal(page);
    await page.goto('/northfield');
    const tile = surveyTile(page);
    await expect(tile.getByRole('heading', { level: 3, name: LATE_NIGHT })).toBeVisible();
    const group = tile.getByRole('radiogroup', { name: LATE_NIGHT });
    await expect(group.getByRole('radio')).toHaveCount(4);
    await expect(tile.getByRole('button', { name: 'Vote Now' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tile.scrollIntoViewIfNeeded();
    await tile.screenshot({ path: 'screenshots/surveys-tile-vote.png' });

    // Nothing chosen yet: the tile says so and sends the focus to the choices.
    await tile.getByRole('button', { name: 'Vote Now' }).focus();
    await page.keyboard.press('Enter');
    await expect(tile.getByRole('alert')).toHaveText('Please choose an answer first.');
    await expect(group.getByRole('radio', { name: 'Build-your-own ramen bar' })).toBeFocused();

    await voteByKeyboard(page, tile, LATE_NIGHT, 2);
    const results = tile.getByRole('heading', { name: 'Results' });
    await expect(results).toBeFocused();
    const thanks = toasts(page).getByRole('listitem').filter({ hasText: 'Thank you for voting!' });
    await expect(thanks).toBeVisible();
    await expect(toasts(page)).toHaveAttribute('aria-live', 'polite');
    // Checked once it has faded in.
    await expect(thanks).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'screenshots/surveys-toast-1280.png' });
    await expect(tile.getByRole('button', { name: 'Vote Now' })).toHaveCount(0);
    // 48, 37, 53 and 21 of 159 votes: 30.19, 23.27, 33.33 and 13.21 percent, shown adding up to 100.
    expect(await shares(tile)).toEqual([30, 23, 34, 13]);
    await expect(tile.getByRole('listitem').filter({ hasText: 'Breakfast all night' })).toContainText('Your answer');
    const chosen = tile.getByRole('listitem').filter({ hasText: 'Breakfast all night' });
    await expect(chosen.getByText('34%', { exact: true })).toBeVisible();
    await expect(chosen.getByText('53 votes', { exact: true })).toBeVisible();
    await expect(tile.getByRole('meter', { name: /Breakfast all night/ })).toHaveAttribute('aria-valuetext', '34%');
    await expect(tile.getByText('159 votes in all')).toBeVisible();
    // The thank-you leaves by itself after 3 s.
    await expect(thanks).toHaveCount(0);
    await expectNoAxeViolations(page);
    await tile.screenshot({ path: 'screenshots/surveys-tile-results.png' });
    await screenshotBothWidths(page, 'surveys-home-results');

    await page.reload();
    await expect(surveyTile(page).getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(surveyTile(page).getByRole('listitem').filter({ hasText: 'Breakfast all night' })).toContainText('Your answer');
    await expect(surveyTile(page).getByRole('button', { name: 'Vote Now' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the surveys page lists every survey to vote on, and voting on one shows its results', async ({ page }) => {
    await page.goto('/northfield/surveys');
    await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([LATE_NIGHT, PLANT_BASED, LUNCH]);
    await expect(page.getByRole('button', { name: 'Vote Now' })).toHaveCount(3);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'surveys-page');

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PLANT_BASED }) });
    await voteByKeyboard(page, item, PLANT_BASED, 0);
    await expect(item.getByRole('heading', { level: 3, name: 'Results' })).toBeFocused();
    const shown = await shares(item);
    expect(shown.reduce((sum, share) => sum + share, 0)).toBe(100);
    await expect(item.getByRole('listitem').filter({ hasText: 'Love it' })).toContainText('Your answer');
    // The other surveys still wait for a vote.
    await expect(page.getByRole('button', { name: 'Vote Now' })).toHaveCount(2);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'surveys-page-voted');
  });

  test('a second vote from the same browser is refused and the answer it gave is shown', async ({ page, context }) => {
    await page.goto('/northfield/surveys');
    const stale = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LUNCH }) });
    await expect(stale.getByRole('button', { name: 'Vote Now' })).toBeVisible();

    // The same browser answers in another tab first.
    const other = await context.newPage();
    await other.goto('/northfield/surveys');
    const fresh = other.getByRole('listitem').filter({ has: other.getByRole('heading', { name: LUNCH }) });
    await fresh.getByRole('radio', { name: 'After 1 p.m.' }).check();
    await fresh.getByRole('button', { name: 'Vote Now' }).click();
    await expect(fresh.getByRole('heading', { name: 'Results' })).toBeVisible();
    await other.close();

    await voteByKeyboard(page, stale, LUNCH, 0);
    await expect(stale.getByRole('alert')).toHaveText('You have already answered this survey.');
    await expect(stale.getByRole('heading', { name: 'Results' })).toBeFocused();
    await expect(stale.getByRole('listitem').filter({ hasText: 'After 1 p.m.' })).toContainText('Your answer');
    await expectNoAxeViolations(page);
  });

  test('a vote lost to the network says so and can be sent again', async ({ page }) => {
    await page.goto('/northfield/surveys');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LATE_NIGHT }) });
    await page.route('**/v1/surveys/answer', (route) => route.abort('internetdisconnected'));
    await voteByKeyboard(page, item, LATE_NIGHT, 1);
    await expect(item.getByRole('alert')).toHaveText('Your vote could not be sent. Please check your connection and try again.');
    await expect(item.getByRole('radio', { name: 'Wood-fired flatbreads' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.unroute('**/v1/surveys/answer');
    await item.getByRole('button', { name: 'Vote Now' }).click();
    await expect(item.getByRole('heading', { name: 'Results' })).toBeFocused();
    await expect(item.getByRole('alert')).toBeEmpty();
    await expect(item.getByRole('listitem').filter({ hasText: 'Wood-fired flatbreads' })).toContainText('Your answer');
  });

  test('with no surveys the home tile is hidden and the surveys page says there are none', async ({ page }) => {
    // Pinecrest lists the survey tile and a surveys section but has no surveys.
    await skipLandingModal(page);
    await page.goto('/pinecrest');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hours of Operation' })).toBeVisible();
    await expect(surveyTile(page)).toHaveCount(0);
    await expect(page.locator('.tile-slot[data-tile="survey"]')).toBeHidden();

    await page.goto('/pinecrest/surveys');
    await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
    await expect(page.getByText('There are no surveys open right now. Please check back soon!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vote Now' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'surveys-page-empty');
  });
});
