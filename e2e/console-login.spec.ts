import { readFileSync } from 'node:fs';
import { CONSOLE_MESSAGES as M } from '@commons/contract/console';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callFromPage, checkConsolePage, DEMO_TOTP_SECRET, EDITOR, freshTotp, PLATFORM_ADMIN, STAFF_PASSWORD, watchPagePolicy } from './support/staff-console.ts';

/** Fills the login's first step by keyboard alone and sends it with Enter. */
async function enterPassword(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Types into the focused field, replacing what it held, and sends the form. */
async function typeAndSend(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test.describe('staff console login', () => {
  test('a signed-out visit asks to sign in; an editor, who needs no second factor, comes back to the page asked for, sees their site and signs out', async ({ page }) => {
    test.setTimeout(120_000);
    const refused = watchPagePolicy(page);

    // The public pages load nothing of the console.
    const consoleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/console')) consoleRequests.push(request.url());
    });
    await page.goto('/northfield');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleRequests).toEqual([]);

    await page.goto('/console/sites/northfield');
    await expect(page).toHaveURL('/console/login?next=%2Fconsole%2Fsites%2Fnorthfield');
    await expect(page).toHaveTitle('Sign in | Commons console');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await checkConsolePage(page, 'login');

    // Sent empty: each field says what it needs, the first takes the focus, and the alert reads them.
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/required/);
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await checkConsolePage(page, 'login-errors');

    await enterPassword(page, EDITOR, 'Not-the-pass1!');
    await expect(page.getByRole('alert')).toHaveText(M.loginFailed);

    await enterPassword(page, EDITOR);
    await expect(page).toHaveURL('/console/sites/northfield');
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University' })).toBeVisible();
    await expect(page).toHaveTitle('Northfield University | Commons console');
    const header = page.getByRole('banner');
    await expect(header).toContainText('Eddie Editor');
    // One site: no switcher.
    await expect(header.getByRole('button', { name: /Site$/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/northfield');
    // An editor does not read the activity list: no link to it.
    await expect(page.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await checkConsolePage(page, 'dashboard-editor');

    // Asked for anyway, it says the account may not.
    await page.goto('/console/sites/northfield/activity');
    await expect(page.getByRole('alert').filter({ hasText: M.notAllowed })).toBeVisible();
    await checkConsolePage(page, 'activity-not-allowed');

    // A site the editor has no role on is not found.
    await page.goto('/console/sites/lakeside');
    await expect(page.getByRole('heading', { level: 1, name: 'Site not found' })).toBeVisible();
    await checkConsolePage(page, 'site-not-found');
    await page.getByRole('link', { name: 'Go to your console home' }).click();
    await expect(page).toHaveURL('/console/sites/northfield');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/console/login');
    await expect(page.getByText(M.signedOut)).toBeVisible();
    await page.goto('/console/');
    await expect(page).toHaveURL('/console/login');
    expect(refused).toEqual([]);
  });

  test('a platform admin signs in with the code from the authenticator app, switches sites by keyboard, is asked to sign in again when the session ends, and signs in with a recovery code', async ({ page }) => {
    test.setTimeout(150_000);
    const refused = watchPagePolicy(page);
    await page.goto('/console/');
    await expect(page).toHaveURL('/console/login');

    await enterPassword(page, PLATFORM_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    await expect(page.getByText(M.codeNeeded)).toBeVisible();
    await expect(page.getByText(PLATFORM_ADMIN)).toBeVisible();
    const code = page.getByRole('textbox', { name: '6-digit code' });
    await expect(code).toBeFocused();
    await checkConsolePage(page, 'login-code');

    await code.focus();
    await typeAndSend(page, '000000');
    await expect(code).toHaveAccessibleDescription(new RegExp(M.codeWrong.replace(/[.?]/g, '\\$&')));
    await expect(page.getByRole('alert')).toHaveText(M.codeWrong);
    await checkConsolePage(page, 'login-code-wrong');

    await code.focus();
    await typeAndSend(page, await freshTotp(DEMO_TOTP_SECRET));
    // The console's home opens the first site's dashboard.
    await expect(page).toHaveURL(/\/console\/sites\/[a-z]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Pat Platform');
    await checkConsolePage(page, 'dashboard-admin');

    // The site switcher, by keyboard: open, type to find, Enter.
    const switcher = page.getByRole('banner').getByRole('button', { name: /Site$/ });
    await switcher.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Site' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option')).not.toHaveCount(0);
    await expectNoAxeViolations(page, { userOpenedOverlay: '.site-switcher__popover' });
    await page.screenshot({ path: 'screenshots/console-site-switcher-1280.png' });
    await page.keyboard.type('North');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/console/sites/northfield');
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University' })).toBeFocused();
    await expect(switcher).toHaveAccessibleName('Northfield University Site');

    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL('/console/sites/northfield/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByText('No changes yet.').or(page.getByRole('list', { name: 'Changes to Northfield University' }))).toBeVisible();
    await checkConsolePage(page, 'activity');
    // Filtered by when: a day after everything so far, then cleared.
    const filters = page.getByRole('search', { name: 'Filter the activity' });
    await filters.getByLabel('From').fill('2199-01-01');
    await expect(page.getByRole('status').filter({ hasText: 'No changes match these filters.' })).toBeVisible();
    await expect(page).toHaveURL('/console/sites/northfield/activity?from=2199-01-01');
    await checkConsolePage(page, 'activity-filtered');
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/console/sites/northfield/activity');

    // Ten new recovery codes from the account page, for the sign-in below.
    await page.getByRole('link', { name: 'Your account: Pat Platform' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await checkConsolePage(page, 'account');
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeFocused();
    await expect(page.getByText('Your old recovery codes no longer work.', { exact: false })).toBeVisible();
    const shown = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(shown).toHaveLength(10);
    const [recoveryCode = ''] = shown;
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByText('10 of 10')).toBeVisible();
    await page.goto('/console/sites/northfield/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

    // The session ends (here: its cookie is gone); the next call sends to the login, to come back after.
    await page.context().clearCookies();
    await switcher.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Lake');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/console/login?next=%2Fconsole%2Fsites%2Flakeside%2Factivity');

    await enterPassword(page, PLATFORM_ADMIN);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = page.getByRole('textbox', { name: 'Recovery code' });
    await expect(recovery).toBeFocused();
    await expect(page.getByRole('textbox', { name: '6-digit code' })).toHaveCount(0);
    await checkConsolePage(page, 'login-recovery');
    // As printed, in capitals: case and dashes do not matter.
    await recovery.focus();
    await typeAndSend(page, recoveryCode.toUpperCase());
    await expect(page).toHaveURL('/console/sites/lakeside/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('a site manager invited by e-mail sets a password, must set up the authenticator app before anything else, and sees the recovery codes once', async ({ page, context }) => {
    test.setTimeout(150_000);
    const refused = watchPagePolicy(page);
    const address = `manager-${Date.now().toString(36)}@lakeside.example.edu`;
    const password = 'Lakeside-pass1!';

    // A platform admin invites the new manager (the console's staff pages are to come: its call, from the page).
    await page.goto('/console/login');
    const login = await callFromPage(page, 'POST', '/v1/console/login', { email: PLATFORM_ADMIN, password: STAFF_PASSWORD, totp: await freshTotp(DEMO_TOTP_SECRET) });
    expect(login.status).toBe(200);
    const session = await callFromPage<{ sites: { id: number; slug: string; name: string }[] }>(page, 'GET', '/v1/console/session');
    const lakeside = session.json.sites.find((site) => site.slug === 'lakeside');
    expect(lakeside).toBeDefined();
    const invitation = await callFromPage(page, 'POST', '/v1/console/staff/invitations', { email: address, name: 'Lee Lakeside', grant: { role: 'site_manager', site_id: lakeside?.id } });
    expect(invitation.status).toBe(200);
    expect((await callFromPage(page, 'POST', '/v1/console/logout', {})).status).toBe(200);

    // The invitation's link sets a password, then leads to the console's login.
    await page.goto('/dev/mail');
    await page.getByRole('row').filter({ hasText: address }).first().getByRole('link').click();
    const text = (await page.locator('pre').textContent()) ?? '';
    const link = /https?:\/\/\S+\/resetPassword\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/console/login', { timeout: 10_000 });

    // A site manager must have a second factor: the set-up comes first.
    await enterPassword(page, address, password);
    await expect(page).toHaveURL('/console/second-factor');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeVisible();
    await expect(page.getByText(M.enrolmentNeeded)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code that adds Commons to your authenticator app' })).toBeVisible();
    // The key, for typing by hand, in groups of four.
    const shownKey = (await page.locator('.setup-key code').textContent()) ?? '';
    expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shownKey.replace(/\s/g, '');
    await checkConsolePage(page, 'enrolment');

    // Nothing else opens meanwhile.
    await page.goto('/console/sites/lakeside');
    await expect(page).toHaveURL('/console/second-factor?next=%2Fconsole%2Fsites%2Flakeside');
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const key = (await page.locator('.setup-key code').textContent())?.replace(/\s/g, '') ?? '';
    // A new visit is a new set-up, with a new key.
    expect(key).not.toBe(secret);

    const field = page.getByRole('textbox', { name: '6-digit code' });
    await field.focus();
    await typeAndSend(page, '12');
    await expect(field).toHaveAccessibleDescription(new RegExp(M.codeFormat.replace(/[.]/g, '\\.')));
    await checkConsolePage(page, 'enrolment-error');
    await field.focus();
    await typeAndSend(page, await freshTotp(key));

    const heading = page.getByRole('heading', { level: 1, name: 'Save your recovery codes' });
    await expect(heading).toBeFocused();
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await checkConsolePage(page, 'recovery-codes');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy codes' }).click();
    await expect(page.getByText('Recovery codes copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download codes' }).click()]);
    expect(download.suggestedFilename()).toBe('commons-recovery-codes.txt');
    const saved = readFileSync(await download.path(), 'utf8');
    for (const code of codes) expect(saved).toContain(code);

    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page).toHaveURL('/console/sites/lakeside');
    await expect(page.getByRole('heading', { level: 1, name: lakeside?.name ?? '' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Lee Lakeside');

    // Set up once: the next login asks for the app's code, and the set-up page sends on.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/console/login');
    await enterPassword(page, address, password);
    await page.getByRole('textbox', { name: '6-digit code' }).focus();
    await typeAndSend(page, await freshTotp(key));
    await expect(page).toHaveURL('/console/sites/lakeside');
    await page.goto('/console/second-factor');
    await expect(page).toHaveURL('/console/sites/lakeside');
    expect(refused).toEqual([]);
  });
});
