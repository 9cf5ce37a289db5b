import { expect, test, type Page } from './support/test.ts';
import { checkConsolePage, STAFF_PASSWORD } from './support/staff-console.ts';

/** Kim Kitchen manages Founders Dining Commons and Union Market at Northfield: no second factor. */
const KITCHEN = 'kitchen@northfield.example.edu';
const FOUNDERS = 'Founders Dining Commons';
const MESSAGE = 'Closed early today: water outage';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a location manager closes a location from a phone, says how busy it is and reopens it; the open home page follows within seconds without a reload', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.context().addCookies([{ name: 'commons_landing_modal_1', value: 'dismissed', url: baseURL ?? 'http://127.0.0.1:3100' }]);

  // The public home page stays open in a second tab: nothing reloads it.
  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 375, height: 812 });
  await visitor.goto('/northfield');
  const tile = visitor.getByRole('region', { name: "What's Open?" });
  await tile.getByRole('switch', { name: 'Show closed locations' }).click();
  const founders = tile.getByRole('listitem').filter({ hasText: FOUNDERS });
  await expect(founders).toContainText('Open until');

  await page.goto('/console/sites/northfield');
  await page.getByRole('textbox', { name: 'Email' }).fill(KITCHEN);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northfield University' })).toBeVisible();
  await page.getByRole('link', { name: 'Live status' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live status' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: FOUNDERS }) });
  await expect(card).toContainText('Open until');
  await checkConsolePage(page, 'live-status');

  // How busy: one tap.
  await card.getByRole('radio', { name: 'Very busy' }).click();
  await expect(toast(page, `${FOUNDERS}: very busy.`)).toBeVisible();
  await expect(founders).toContainText('Very busy', { timeout: 5_000 });

  // Close now: two taps with the suggested message; here with the outage's.
  await card.getByRole('button', { name: `Close ${FOUNDERS} now` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${FOUNDERS} now?` });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
  await dialog.getByRole('button', { name: 'Close now', exact: true }).click();
  await expect(toast(page, `${FOUNDERS} is closed now`)).toBeVisible();
  await expect(card).toContainText(MESSAGE);
  await expect(founders).toContainText(MESSAGE, { timeout: 5_000 });
  await expect(founders).not.toContainText('Very busy');

  // Reopen, and leave the busy level as it was.
  await card.getByRole('button', { name: `Reopen ${FOUNDERS}` }).click();
  await expect(toast(page, `${FOUNDERS} is open again`)).toBeVisible();
  await expect(founders).toContainText('Open until', { timeout: 5_000 });
  await card.getByRole('radio', { name: 'Not said' }).click();
  await expect(toast(page, 'busy level cleared')).toBeVisible();
  await expect(founders).not.toContainText('Very busy', { timeout: 5_000 });
});
