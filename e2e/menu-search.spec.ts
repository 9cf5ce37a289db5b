import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { NORTHFIELD, FOUNDERS, longDate, itemButton, openMenu } from './support/menu-page.ts';

/** Searching a location's menus across dates. */
test.describe('menu search', () => {
  test('search lists matching dates and opens one; blank text does nothing; Back returns to the results', async ({ page }) => {
    await openMenu(page);
    const input = page.getByRole('searchbox', { name: 'Search the menus of the next 10 days' });
    await expect(input).toHaveAttribute('placeholder', 'Search upcoming menus');

    await input.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByText('We found items matching your search on the following dates:')).toHaveCount(0);

    await input.fill('zzzzunknowndish');
    await input.press('Enter');
    await expect(page.getByText("Sorry, we didn't find any menus that match your search.")).toBeVisible();
    await expectNoAxeViolations(page);

    const answer = await page.request.get(`/v1/location/menu_search?site_id=${NORTHFIELD}&location_id=${FOUNDERS}&days=10&phrase=chili`);
    const results = ((await answer.json()) as { search_results: { date: string; period_id: number; period_name: string; items: { name: string }[] }[] }).search_results;
    const target = results[1] ?? results[0];
    if (!target) throw new Error('The demo menus should serve chili within ten days');

    await input.fill('chili');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('We found items matching your search on the following dates:')).toBeVisible();
    const heading = page.getByRole('heading', { level: 3, name: `${longDate(target.date)}, ${target.period_name}` });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'See the menu' })).toHaveCount(results.length);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'menu-search-results');

    await page.locator('.menu-search__result').filter({ has: heading }).getByRole('button', { name: 'See the menu' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${target.date}&period=${target.period_id}`));
    await expect(page.getByRole('heading', { level: 2, name: `Founders Dining Commons ${longDate(target.date)}` })).toBeFocused();
    await expect(page.getByRole('tab', { name: target.period_name })).toHaveAttribute('aria-selected', 'true');
    await expect(itemButton(page, target.items[0]?.name ?? '')).toBeVisible();
    await expect(page.getByText('We found items matching your search on the following dates:')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page.getByText('We found items matching your search on the following dates:')).toBeVisible();
    await expect(input).toHaveValue('chili');
    // A new date clears the search.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByText('We found items matching your search on the following dates:')).toHaveCount(0);
    await expect(input).toHaveValue('');
  });

});
