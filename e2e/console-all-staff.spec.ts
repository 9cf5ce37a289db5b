import { CONSOLE_MESSAGES } from '@commons/contract/console';
import { expect, test, type Page } from './support/test.ts';
import { callFromPage, checkConsolePage, DEMO_TOTP_SECRET, freshTotp, PLATFORM_ADMIN, STAFF_PASSWORD } from './support/staff-console.ts';

const SITE_MANAGER = 'manager@northfield.example.edu';

/** Signs in through the API from the login page (the login's own journey is console-login.spec.ts), then opens `path`. */
async function signIn(page: Page, email: string, path: string) {
  await page.goto('/console/login');
  const login = await callFromPage<{ stage: string }>(page, 'POST', '/v1/console/login', { email, password: STAFF_PASSWORD, totp: await freshTotp(DEMO_TOTP_SECRET) });
  expect(login.status).toBe(200);
  await page.goto(path);
}

test.describe('staff console: all staff', () => {
  test('a platform admin finds a person on All staff, makes them platform admin and takes it back; their own platform admin role stays', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, PLATFORM_ADMIN, '/console/');
    await page.getByRole('banner').getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'All staff' }).click();
    await expect(page).toHaveURL('/console/staff');
    await expect(page).toHaveTitle('All staff | Commons console');
    const table = page.getByRole('table', { name: 'Every staff account' });
    await expect(table.getByRole('row', { name: /Morgan Manager/ })).toContainText('Site manager on Northfield University');
    await expect(table.getByRole('row', { name: /Kim Kitchen/ })).toContainText('Location manager on Northfield University — ');
    await checkConsolePage(page, 'all-staff');

    // The search narrows the list as it is typed and is kept in the address.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('desk@north');
    await expect(page).toHaveURL('/console/staff?q=desk%40north');
    await expect(table.getByRole('row')).toHaveCount(2);
    const dana = table.getByRole('row', { name: /Dana Desk/ });
    await expect(dana).toContainText('Service desk on Northfield University');

    // Platform admin, given from the row: the site choice goes, since the role holds for every site.
    await dana.getByRole('button', { name: 'Give Dana Desk another role' }).click();
    const give = page.getByRole('dialog', { name: 'Give Dana Desk another role' });
    await expect(give.getByRole('combobox', { name: 'Site' })).toBeVisible();
    await checkConsolePage(page, 'all-staff-give-role');
    await give.getByRole('combobox', { name: 'Role' }).selectOption('platform_admin');
    await expect(give.getByRole('combobox', { name: 'Site' })).toHaveCount(0);
    await give.getByRole('button', { name: 'Give role' }).click();
    await expect(give).toBeHidden();
    await expect(page.getByText('Dana Desk has a new role.')).toBeVisible();
    await expect(dana).toContainText('Platform admin (every site)');

    // Taken back by keyboard; its button gone, focus lands on the heading.
    await dana.getByRole('button', { name: 'Remove Dana Desk’s role: Platform admin (every site)' }).focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('dialog', { name: 'Remove Dana Desk’s role?' });
    await expect(remove).toContainText('Dana Desk will no longer be Platform admin (every site).');
    await remove.getByRole('button', { name: 'Remove role' }).focus();
    await page.keyboard.press('Enter');
    await expect(remove).toBeHidden();
    await expect(dana).not.toContainText('Platform admin');
    await expect(page.getByRole('heading', { level: 1, name: 'All staff' })).toBeFocused();

    // One's own platform admin role is not offered to take away (the server refuses it too).
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('Pat Platform');
    await expect(table.getByRole('row', { name: /Pat Platform/ }).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(table.getByRole('row', { name: /Pat Platform/ })).toContainText('Platform admin (every site)');
  });

  test('a site manager has no All staff link, and the address itself says the page is not theirs', async ({ page }) => {
    await signIn(page, SITE_MANAGER, '/console/sites/northfield');
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'All staff' })).toHaveCount(0);
    await page.goto('/console/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'All staff' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(CONSOLE_MESSAGES.notAllowed);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
