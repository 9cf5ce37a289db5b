import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { FOUNDERS, NORTHFIELD, allItems, itemButton, menuOf, openMenu, status } from './support/menu-page.ts';

/**
 * "Your allergens, everywhere" (issue 12 item 8): a logged-in customer's allergen profile is applied
 * to the menu as filters for the visit, and the nutrition dialog warns about it. The demo customer
 * of Northfield has Milk and Peanuts in its profile (apps/server/src/seed/seed-customers.ts).
 */
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!' };

/** Logs the browser in through the API from the page: the page's requests share its cookies. */
async function logIn(page: Page) {
  const answer = await page.request.post('/v1/customer/authenticate', { data: { site_id: NORTHFIELD, ...DEMO } });
  expect(answer.status()).toBe(200);
  const { customer } = (await answer.json()) as { customer: { allergens: string[] } };
  expect(customer.allergens).toEqual(['Milk', 'Peanuts']);
}

/** Founders' breakfast: an item with milk (and no peanuts), and one with neither that the kitchen has allergen data for. */
async function breakfastItems(page: Page) {
  const answer = await menuOf(page.request, FOUNDERS);
  const idOf = (name: string) => answer.menu.filters.find((f) => f.type === 'allergen' && f.name === name)?.id ?? -1;
  const milk = idOf('Milk');
  const peanuts = idOf('Peanuts');
  const items = allItems(answer);
  const carries = (i: (typeof items)[number], id: number) => i.filters.includes(id) || i.may_contain.includes(id);
  const withMilk = items.find((i) => i.filters.includes(milk) && !carries(i, peanuts));
  const free = items.find((i) => i.allergen_info_available && !carries(i, milk) && !carries(i, peanuts));
  if (!withMilk || !free) throw new Error("Founders' breakfast needs an item with milk and one with neither milk nor peanuts");
  return { withMilk, free, period: answer.menu.period?.name ?? '' };
}

test.describe('allergen profile on the menu', () => {
  test('a logged-in customer sees the profile applied as chips and removes one for the visit', async ({ page }) => {
    const { withMilk, free, period } = await breakfastItems(page);
    await logIn(page);
    await openMenu(page, `?location=${FOUNDERS}`);

    const profile = page.getByRole('group', { name: 'Your allergen profile' });
    const chips = profile.getByRole('list', { name: 'Allergen filters from your profile' }).getByRole('listitem');
    await expect(chips).toHaveText(['From your profile: Milk', 'From your profile: Peanuts']);
    await expect(profile).toContainText('These allergen filters come from your profile. Removing one here lasts for this visit only.');
    await expect(profile.getByRole('link', { name: 'Edit your allergen profile' })).toHaveAttribute('href', '/northfield/customer-account?tab=allergens');
    await expect(page.getByRole('rowheader', { name: withMilk.name })).toHaveCount(0);
    await expect(itemButton(page, free.name)).toBeVisible();
    await expect(status(page)).toHaveText(new RegExp(`^${period}: \\d+ of \\d+ items shown\\. Allergen filters from your profile are on\\.$`));
    // The address is left alone: the profile's filters are not a choice to share.
    await expect(page).not.toHaveURL(/allergens=/);
    // What the profile hides is not offered again in the picker.
    const picker = page.getByRole('button', { name: 'Filter by allergen' });
    await picker.click();
    await expect(page.getByRole('listbox', { name: 'Filter by allergen' }).getByRole('option', { name: 'Milk' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    // Removing Milk by keyboard brings its items back; focus moves to the next chip's button.
    await profile.getByRole('button', { name: 'Remove Milk' }).focus();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveText(['From your profile: Peanuts']);
    await expect(profile.getByRole('button', { name: 'Remove Peanuts' })).toBeFocused();
    await expect(itemButton(page, withMilk.name)).toBeVisible();
    await expect(profile.getByRole('button', { name: "Apply my profile's allergens again" })).toBeVisible();

    // It stays removed for the visit, and the profile itself is unchanged.
    await page.reload();
    await expect(itemButton(page, withMilk.name)).toBeVisible();
    await expect(chips).toHaveText(['From your profile: Peanuts']);
    const session = await page.request.get(`/v1/customer/session?site_id=${NORTHFIELD}`);
    expect(((await session.json()) as { customer: { allergens: string[] } }).customer.allergens).toEqual(['Milk', 'Peanuts']);

    // Removing the last chip leaves the way back; applying again hides the milk items once more.
    await profile.getByRole('button', { name: 'Remove Peanuts' }).click();
    await expect(profile).toContainText("Your profile's allergen filters are off for this visit.");
    const again = profile.getByRole('button', { name: "Apply my profile's allergens again" });
    await expect(again).toBeFocused();
    await again.click();
    await expect(chips).toHaveText(['From your profile: Milk', 'From your profile: Peanuts']);
    await expect(page.getByRole('rowheader', { name: withMilk.name })).toHaveCount(0);
  });

  test("the nutrition dialog warns about the profile's allergens, even one removed from the filters", async ({ page }) => {
    const { withMilk, free } = await breakfastItems(page);
    await logIn(page);
    await openMenu(page, `?location=${FOUNDERS}`);
    await page.getByRole('button', { name: 'Remove Milk' }).click();

    // The dialog of an item with milk warns at the top, in words, as an alert.
    await itemButton(page, withMilk.name).click();
    const dialog = page.getByRole('dialog', { name: withMilk.name });
    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText('Allergen warning');
    await expect(warning).toContainText('Contains Milk, which is in your allergen profile.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // An item with neither allergen opens without a warning.
    await itemButton(page, free.name).click();
    await expect(page.getByRole('dialog', { name: free.name })).toBeVisible();
    await expect(page.getByRole('dialog', { name: free.name }).getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('a logged-out visitor sees the menu without profile chips', async ({ page }) => {
    const { withMilk } = await breakfastItems(page);
    const sessionAnswer = page.waitForResponse((r) => r.url().includes('/v1/customer/session'));
    await openMenu(page, `?location=${FOUNDERS}`);
    expect(((await (await sessionAnswer).json()) as { customer: unknown }).customer).toBeNull();
    await expect(itemButton(page, withMilk.name)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your allergen profile' })).toHaveCount(0);
    await expect(page.getByText(/From your profile/)).toHaveCount(0);
    await expect(status(page)).not.toContainText('profile');
    await expectNoAxeViolations(page);
  });
});
