import { STAFF_MESSAGES } from '@commons/contract/console';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callFromPage, checkConsolePage, DEMO_TOTP_SECRET, freshTotp, PLATFORM_ADMIN, STAFF_PASSWORD } from './support/staff-console.ts';

const SITE_MANAGER = 'manager@northfield.example.edu';

/** Signs in through the API from the login page (the login's own journey is console-login.spec.ts), then opens `path`. */
async function signIn(page: Page, email: string, path: string) {
  await page.goto('/console/login');
  const login = await callFromPage<{ stage: string }>(page, 'POST', '/v1/console/login', { email, password: STAFF_PASSWORD, totp: await freshTotp(DEMO_TOTP_SECRET) });
  expect(login.status).toBe(200);
  await page.goto(path);
}

/** Axe at both widths with the dialog open (the page behind is inert), and screenshots of it. */
async function checkDialog(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `screenshots/console-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('staff console: people and sites', () => {
  test('a platform admin invites an editor and deactivates them, creates a site and publishes it; the site manager sees People without the invitation', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const run = Date.now().toString(36);
    const invitee = { email: `new-editor-${run}@northfield.example.edu`, name: `Nia Newcomer ${run}` };

    await signIn(page, PLATFORM_ADMIN, '/console/sites/northfield');
    await expect(page.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: 'Published', exact: true })).toBeChecked();
    await checkConsolePage(page, 'dashboard-publishing');
    await page.getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL('/console/sites/northfield/people');
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const table = page.getByRole('table', { name: 'People with access to Northfield University' });
    await expect(table.getByRole('row', { name: /Morgan Manager/ })).toContainText('Site manager');
    await expect(table.getByRole('row', { name: /Kim Kitchen/ })).toContainText('Location manager — ');
    await checkConsolePage(page, 'people-admin');

    // The invitation, by keyboard; sent empty, the fields say what they need.
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(new RegExp(STAFF_MESSAGES.nameRequired.replace(/[.’]/g, '.')));
    await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(invitee.name);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('location_manager');
    await expect(dialog.getByRole('group', { name: 'Locations' })).toBeVisible();
    await checkDialog(page, 'people-invite');
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('editor');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(STAFF_MESSAGES.invited)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row', { name: new RegExp(invitee.name) });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Not set up');

    // A role changed: service desk, with the health forms.
    await row.getByRole('button', { name: `Change ${invitee.name}’s role: Editor` }).click();
    const change = page.getByRole('dialog', { name: `Change ${invitee.name}’s role` });
    await change.getByRole('combobox', { name: 'Role' }).selectOption('service_desk');
    await change.getByRole('checkbox', { name: 'May read dietary health forms' }).check();
    await change.getByRole('button', { name: 'Save role' }).click();
    await expect(change).toBeHidden();
    await expect(row).toContainText('Service desk (with health forms)');

    // Another role for the same person, then taken away again.
    await row.getByRole('button', { name: `Give ${invitee.name} another role` }).click();
    const add = page.getByRole('dialog', { name: `Give ${invitee.name} another role` });
    await add.getByRole('combobox', { name: 'Role' }).selectOption('editor');
    await checkDialog(page, 'people-add-role');
    await add.getByRole('button', { name: 'Give role' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(`${invitee.name} has a new role.`)).toBeVisible();
    await row.getByRole('button', { name: `Remove ${invitee.name}’s role: Editor` }).click();
    const removeEditor = page.getByRole('dialog', { name: `Remove ${invitee.name}’s role?` });
    await removeEditor.getByRole('button', { name: 'Remove role' }).click();
    await expect(removeEditor).toBeHidden();
    await expect(row.getByRole('button', { name: `Remove ${invitee.name}’s role: Editor` })).toHaveCount(0);

    // Deactivating asks first, saying what happens.
    await row.getByRole('button', { name: `Deactivate ${invitee.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${invitee.name}?` });
    await expect(confirm).toContainText('Their sessions end at once and they can no longer sign in.');
    await checkDialog(page, 'people-deactivate');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Deactivated');
    await expect(row.getByRole('button', { name: `Activate ${invitee.name}` })).toBeVisible();

    // A new site, then published from its dashboard.
    await page.getByRole('banner').getByRole('link', { name: 'New site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New site' })).toBeVisible();
    await page.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await checkConsolePage(page, 'new-site-errors');
    const slug = `harbor-${run}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(`Harbor College ${run}`);
    await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
    await page.getByRole('combobox', { name: 'Time zone' }).fill('chicago');
    await page.getByRole('option', { name: /^America\/Chicago/ }).click();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
    await page.getByRole('textbox', { name: 'Street' }).fill('1 Harbor Way');
    await page.getByRole('textbox', { name: 'City' }).fill('Duluth');
    await page.getByRole('textbox', { name: 'State' }).fill('MN');
    await page.getByRole('textbox', { name: 'Zip code' }).fill('55802');
    await page.getByRole('textbox', { name: 'School website' }).fill('https://www.harbor.example.edu');
    await page.getByRole('textbox', { name: 'Email' }).fill('dining@harbor.example.edu');
    await page.getByRole('button', { name: 'Create site' }).click();
    await expect(page).toHaveURL(`/console/sites/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Harbor College ${run}` })).toBeVisible();
    const status = page.getByRole('radiogroup', { name: 'Status' });
    await expect(status.getByRole('radio', { name: 'Unpublished' })).toBeChecked();
    await checkConsolePage(page, 'dashboard-new-site');
    await status.getByRole('radio', { name: 'Unpublished' }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(status.getByRole('radio', { name: 'Published', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText(`Harbor College ${run} is now published.`)).toBeVisible();
    await expect(page.locator('.facts')).toContainText('Published');

    // The site manager of Northfield sees who has access, and no way to change it.
    const managerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const manager = await managerContext.newPage();
    await signIn(manager, SITE_MANAGER, '/console/sites/northfield');
    await expect(manager.getByRole('heading', { level: 1, name: 'Northfield University' })).toBeVisible();
    await expect(manager.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
    await expect(manager.getByRole('banner').getByRole('link', { name: 'New site' })).toHaveCount(0);
    await checkConsolePage(manager, 'dashboard-manager');
    await manager.getByRole('link', { name: 'People' }).click();
    await expect(manager.getByRole('table', { name: 'People with access to Northfield University' }).getByRole('row', { name: new RegExp(invitee.name) })).toContainText('Deactivated');
    await expect(manager.getByRole('button', { name: 'Invite someone' })).toHaveCount(0);
    await expect(manager.getByRole('button', { name: /^Deactivate / })).toHaveCount(0);
    await checkConsolePage(manager, 'people-manager');
    await managerContext.close();

    // Back as the platform admin: the invitee's last role on Northfield taken away, by keyboard; they leave the list and focus lands on the heading.
    await page.goto('/console/sites/northfield/people');
    const removeButton = page.getByRole('button', { name: `Remove ${invitee.name}’s role: Service desk (with health forms)` });
    await removeButton.focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('dialog', { name: `Remove ${invitee.name}’s role?` });
    await expect(remove).toContainText('will no longer be Service desk (with health forms) on Northfield University');
    await remove.getByRole('button', { name: 'Remove role' }).focus();
    await page.keyboard.press('Enter');
    await expect(remove).toBeHidden();
    await expect(page.getByText('Role removed.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(invitee.name) })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeFocused();

    // The new site unpublished again: the public school list is the demo's for the journeys that read it.
    await page.goto(`/console/sites/${slug}`);
    const finalStatus = page.getByRole('radiogroup', { name: 'Status' });
    await finalStatus.getByRole('radio', { name: 'Published', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(finalStatus.getByRole('radio', { name: 'Unpublished' })).toBeChecked();
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.locator('.facts')).toContainText('Unpublished');
    await page.goto('/');
    await page.getByRole('button', { name: 'Show all schools' }).click();
    await expect(page.getByRole('option', { name: `Harbor College ${run}` })).toHaveCount(0);
  });
});
