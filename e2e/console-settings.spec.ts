import { localDateTimeOf } from '@commons/domain';
import { SETTINGS_GROUPS } from '@commons/contract/console';
import { expect, test, type Page } from './support/test.ts';
import { serverNow } from './support/clock.ts';
import { checkConsolePage, DEMO_TOTP_SECRET, EDITOR, freshTotp, PLATFORM_ADMIN, STAFF_PASSWORD, watchPagePolicy } from './support/staff-console.ts';

const MANAGER = 'manager@northfield.example.edu';

/** Signs in from the login page the console sent us to; with `totp`, answers the code step too; `landing` is the page's heading then. */
async function signIn(page: Page, email: string, totp: boolean, landing = 'Northfield University') {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (totp) {
    const code = page.getByRole('textbox', { name: '6-digit code' });
    await expect(code).toBeFocused();
    await code.fill(await freshTotp(DEMO_TOTP_SECRET));
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();
}

/** An 8 × 8 PNG. */
const SMALL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ96vEihiGlgQAYZI5gbSqltoAAAAASUVORK5CYII=', 'base64');

/** Keeps Northfield's landing modal (site 1) from opening over the header. */
async function skipLandingModal(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'commons_landing_modal_1', value: 'dismissed', url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('site settings and homepage alerts in the console', () => {
  test('a site manager changes the Instagram handle and the public header links to it; a colour pair under 4.5:1 is refused with its ratio', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const refused = watchPagePolicy(page);
    await skipLandingModal(page, baseURL);
    await page.goto('/console/sites/northfield');
    await signIn(page, MANAGER, true);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/console/sites/northfield/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Not changed in the console yet.')).toBeVisible();
    await checkConsolePage(page, 'settings');

    await page.getByRole('link', { name: 'Social media' }).click();
    await expect(page).toHaveURL('/console/sites/northfield/settings/social');
    // The address changes before the new page replaces the list of groups (each with its own preview link).
    await expect(page.getByRole('heading', { level: 1, name: 'Social media' })).toBeVisible();
    const preview = page.getByRole('link', { name: 'Preview the home page (opens in a new tab)' });
    await expect(preview).toHaveAttribute('href', '/northfield');
    await expect(preview).toHaveAttribute('target', '_blank');
    const instagram = page.getByRole('textbox', { name: 'Instagram' });
    await expect(instagram).toHaveValue('northfielddining');
    await expect(instagram).toHaveAccessibleDescription(/its icon shows in the header when set/);
    await checkConsolePage(page, 'settings-social');

    await instagram.fill('@nf.dining.live');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved.')).toBeVisible();
    // The form shows the answer: the handle as stored, without the @.
    await expect(instagram).toHaveValue('nf.dining.live');
    await expect(page.getByText(/^Last changed by Morgan Manager at \d{1,2}:\d\d [AP]M\.$/)).toBeVisible();

    await page.goto('/northfield');
    await expect(page.getByRole('link', { name: 'Northfield University on Instagram (opens in a new tab)' })).toHaveAttribute('href', 'https://instagram.com/nf.dining.live');

    // A brand colour the white text does not read on: the ratio is said as it is typed, and the save refused.
    await page.goto('/console/sites/northfield/settings/branding');
    const brand = page.getByRole('textbox', { name: 'Brand colour' });
    await expect(brand).toHaveValue('#0b3d91');
    await expect(page.getByRole('status').filter({ hasText: 'Contrast ratio' })).toContainText('readable');
    await checkConsolePage(page, 'settings-branding');
    await brand.fill('#777777');
    await expect(page.getByRole('status').filter({ hasText: 'Contrast ratio' })).toHaveText('Contrast ratio 4.47:1: too low to save (WCAG AA needs at least 4.5:1).');
    const verdict = 'The text colour on the brand colour has a contrast ratio of 4.47:1; WCAG AA needs at least 4.5:1.';
    await page.getByRole('button', { name: 'Save' }).click();
    const text = page.getByRole('textbox', { name: 'Text colour' });
    await expect(text).toBeFocused();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription(new RegExp(verdict.replace(/[.:;]/g, '\\$&')));
    await expect(toast(page, 'Saved.')).toHaveCount(0);
    await checkConsolePage(page, 'settings-branding-refused');
    await text.fill('#000000');
    await expect(page.getByRole('status').filter({ hasText: 'Contrast ratio' })).toContainText('readable');
    await checkConsolePage(page, 'settings-branding-dark-text');

    // Every group's page, each field with its help.
    for (const { group, title } of SETTINGS_GROUPS) {
      await page.goto(`/console/sites/northfield/settings/${group.replaceAll('_', '-')}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await checkConsolePage(page, `settings-${group}`);
    }

    // Put the handle back as the demo data has it, for the journeys that read the header.
    await page.goto('/console/sites/northfield/settings/social');
    await page.getByRole('textbox', { name: 'Instagram' }).fill('northfielddining');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved.')).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('an editor, who may not change settings, adds an alert that shows in the public header at once, moves it by keyboard and deletes it', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const refused = watchPagePolicy(page);
    await skipLandingModal(page, baseURL);
    await page.goto('/console/sites/northfield');
    await signIn(page, EDITOR, false);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await page.goto('/console/sites/northfield/settings');
    await expect(page.getByRole('alert').filter({ hasText: 'Your account may not do this.' })).toBeVisible();

    await page.goto('/console/sites/northfield');
    await page.getByRole('link', { name: 'Homepage alerts' }).click();
    await expect(page).toHaveURL('/console/sites/northfield/alerts');
    const list = page.getByRole('list', { name: 'Alerts of Northfield University' });
    // The demo alerts: two in force, one not.
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await checkConsolePage(page, 'alerts');

    const message = 'Union Market opens at noon today.';
    await page.getByRole('button', { name: 'New alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('radio', { name: 'Warning' }).check();
    // It starts at once (no start), and ends tomorrow on the site's clock.
    const tomorrow = localDateTimeOf(new Date(serverNow().getTime() + 24 * 3_600_000), 'America/New_York');
    await dialog.getByLabel(/^End/).fill(tomorrow);
    await dialog.getByRole('checkbox', { name: 'Add a ‘MORE’ link' }).check();
    await dialog.getByRole('button', { name: 'Add the alert' }).click();
    const link = dialog.getByRole('textbox', { name: 'Link' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAccessibleDescription(/Enter the link’s address, or turn the link off\./);
    await checkConsolePage(page, 'alert-dialog-error');
    await link.fill('/northfield/hours-of-operation');
    await dialog.getByRole('button', { name: 'Add the alert' }).click();
    await expect(toast(page, 'Alert added.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const added = list.getByRole('listitem').filter({ hasText: message });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').nth(3)).toContainText(message);
    await expect(added).toContainText('Showing now');
    await expect(added).toContainText('At once');

    // Moved up by keyboard: it comes third, and its button keeps the focus.
    const moveUp = page.getByRole('button', { name: `Move “${message}” up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Alert moved up.')).toBeVisible();
    await expect(list.getByRole('listitem').nth(2)).toContainText(message);
    await expect(moveUp).toBeFocused();
    await checkConsolePage(page, 'alerts-three');

    await page.goto('/northfield');
    const header = page.getByRole('region', { name: 'Alerts' });
    await expect(header.getByRole('listitem')).toHaveCount(3);
    await expect(header).toContainText(message);

    await page.goto('/console/sites/northfield/alerts');
    await page.getByRole('button', { name: `Delete “${message}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this alert?' });
    await expect(confirm).toContainText(message);
    await checkConsolePage(page, 'alert-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Alert deleted.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await page.goto('/northfield');
    await expect(page.getByRole('region', { name: 'Alerts' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(message)).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('a platform admin uploads Lakeside’s dining map, which its public map page shows at once; a file that is no picture is refused, saying why', async ({ page }) => {
    // A code of the demo admins' secret is taken once per 30 s step: the sign-in may wait for the next.
    test.setTimeout(90_000);
    const refused = watchPagePolicy(page);
    await page.goto('/console/sites/lakeside/settings/home');
    await signIn(page, PLATFORM_ADMIN, true, 'Home page');
    const map = page.getByRole('form', { name: 'Dining map picture' });
    const file = map.getByLabel('Map file');
    await expect(file).toHaveAccessibleDescription(/A JPEG, PNG, WebP or GIF of 10 MB at most/);

    await file.setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await map.getByRole('button', { name: 'Upload' }).click();
    await expect(map.getByRole('alert')).toHaveText('This file is not a picture we can use. Upload a JPEG, PNG, WebP or GIF image.');
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await checkConsolePage(page, 'settings-home-picture-refused');

    await file.setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await map.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'Map uploaded.')).toBeVisible();
    const preview = map.getByRole('img');
    await expect(preview).toHaveAttribute('src', /^\/files\/images\/[A-Za-z0-9_-]+-1600\.webp$/);
    const large = await preview.getAttribute('src');

    await page.goto('/lakeside/dining-map');
    await expect(page.locator('.dining-map__image')).toHaveAttribute('src', large ?? '');
    expect(refused).toEqual([]);
  });
});
