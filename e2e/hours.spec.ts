import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eNow } from './support/clock.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

const longDate = (date: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function currentWeek(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/v1/locations/hours_of_operation?site_id=1')).json()) as { hours_with_locations: { week_of: string } };
  return answer.hours_with_locations.week_of;
}

/** The journeys' today in Northfield (e2e/support/clock.ts). */
const todayInNewYork = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(e2eNow());

const weekHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Week of / });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous week' });
const next = (page: Page) => page.getByRole('button', { name: 'Next week' });

test.describe('hours of operation', () => {
  test('shows the week by building, moves between weeks and keeps the week in the address', async ({ page }) => {
    const sunday = await currentWeek(page);
    await page.goto('/northfield/hours-of-operation');
    await expect(page).toHaveTitle('Hours of Operation | Northfield University');
    await expect(page.getByRole('heading', { level: 1, name: 'Hours of Operation' })).toBeVisible();
    await expect(weekHeading(page)).toHaveText(`Week of ${longDate(sunday)}`);
    await expect(previous(page)).toHaveCount(0);

    const founders = page.getByRole('table', { name: 'Founders Hall' });
    await expect(founders.getByRole('columnheader')).toHaveText([/^Location$/, /^Sun/, /^Mon/, /^Tue/, /^Wed/, /^Thu/, /^Fri/, /^Sat/]);
    await expect(founders.getByRole('rowheader', { name: 'Founders Dining Commons' })).toBeVisible();
    await expect(founders.getByRole('row', { name: /Founders Dining Commons/ }).getByRole('cell').first()).toHaveText(/\d{1,2}:\d{2}[ap] - \d{1,2}:\d{2}[ap]|Closed/);
    await expect(page.getByRole('table', { name: 'Student Union' })).toBeVisible();
    const additional = page.getByRole('table', { name: 'Additional Locations' });
    // A place outside any building is named alone: its street is not a building (docs/product/site.md#hours).
    await expect(additional.getByRole('rowheader', { name: 'Late Night at Maple', exact: true })).toBeVisible();
    await expect(additional).not.toContainText('44 Maple Court');
    await expect(page.getByText('* Hours may be subject to change.')).toBeVisible();

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as { '@graph': { '@type': string; name: string; openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string }[] }[] };
    const commons = ld['@graph'].find((g) => g.name === 'Founders Dining Commons');
    expect(commons?.['@type']).toBe('FoodEstablishment');
    expect(commons?.openingHoursSpecification.length).toBeGreaterThan(0);
    for (const spec of commons?.openingHoursSpecification ?? []) {
      expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
      expect(spec.closes).toMatch(/^\d{2}:\d{2}$/);
      expect(spec.dayOfWeek).toMatch(/^https:\/\/schema\.org\/(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day$/);
    }
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'hours-current-week');

    await next(page).click();
    const following = addDays(sunday, 7);
    await expect(weekHeading(page)).toHaveText(`Week of ${longDate(following)}`);
    await expect(page).toHaveURL(new RegExp(`\\?week=${following}$`));
    await expect(previous(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(weekHeading(page)).toHaveText(`Week of ${longDate(following)}`);
    await expect(previous(page)).toBeVisible();

    await previous(page).focus();
    await page.keyboard.press('Enter');
    await expect(weekHeading(page)).toHaveText(`Week of ${longDate(sunday)}`);
    await expect(previous(page)).toHaveCount(0);
    await expect(next(page)).toBeFocused();
    await expect(page).toHaveURL(/\/northfield\/hours-of-operation$/);

    // The demo early close, three days from today (seed/location-hours.ts), is marked in the week that
    // holds it: this week from Sunday to Wednesday, the next one from Thursday on.
    const earlyClose = addDays(todayInNewYork(), 3);
    const weekOfEarlyClose = addDays(earlyClose, -new Date(`${earlyClose}T00:00:00Z`).getUTCDay());
    await page.goto(`/northfield/hours-of-operation?week=${weekOfEarlyClose}`);
    await expect(weekHeading(page)).toHaveText(`Week of ${longDate(weekOfEarlyClose)}`);
    await expect(page.getByText('Special hours').first()).toBeAttached();
  });

  test('at 375 px the tables scroll inside their own region, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/northfield/hours-of-operation');
    const region = page.getByRole('region', { name: 'Founders Hall hours' });
    await expect(region).toBeVisible();
    // The table says in words that it scrolls, and its region is read with that cue.
    await expect(region).toHaveAccessibleDescription('Scroll sideways to see every day of the week.');
    await expect(page.getByText('Scroll sideways to see every day of the week.').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    // Wide enough for the whole week, no cue.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByText('Scroll sideways to see every day of the week.')).toHaveCount(0);
    await expect(region).toHaveAccessibleDescription('');
  });
});
