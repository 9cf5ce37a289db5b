import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { e2eNow, yearInNewYork } from './support/clock.ts';

const main = (page: Page) => page.locator('#main-content');

/** This year at Northfield (New York) on the server's pinned clock, as the page computes it. */
const currentYear = () => yearInNewYork(e2eNow());


test.describe('newsletters', () => {
  test('are grouped by year, this year first, each with a View link to its PDF in a new tab', async ({ page }) => {
    const year = currentYear();
    await page.goto('/northfield/newsletters');
    await expect(page).toHaveTitle('Newsletters | Northfield University');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([`Current newsletters for ${year}`, `${year - 1} Archives`, `${year - 2} Archives`]);

    const current = main(page).getByRole('region', { name: `Current newsletters for ${year}` });
    await expect(current.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const view = main(page).getByRole('link', { name: 'View Welcome Back Edition (PDF, opens in a new tab)' });
    await expect(view).toHaveAttribute('href', `/files/newsletters/northfield-${year}-01-welcome-back-edition.pdf`);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', /noopener/);
    await expect(current.getByText(`1/12/${String(year).slice(2)}`)).toBeVisible();

    const archived = main(page).getByRole('region', { name: `${year - 2} Archives` });
    await expect(archived.getByRole('link', { name: /^View Winter Newsletter/ })).toBeVisible();

    const pdf = await page.request.get((await view.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Keyboard: the link takes focus and shows it.
    await view.focus();
    await expect(view).toBeFocused();
    await expect(view).toHaveCSS('outline-style', 'solid');

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotBothWidths(page, 'newsletters');
  });

  test('a site without newsletters says so', async ({ page }) => {
    // Pinecrest has posted none.
    await page.goto('/pinecrest/newsletters');
    await expect(main(page).getByText('No newsletters have been posted yet. Please check back soon!')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'newsletters-empty');
  });
});

test.describe('staff', () => {
  test('shows a card per active staff member; the placeholder phone and a missing picture are handled', async ({ page }) => {
    await page.goto('/northfield/staff');
    await expect(page).toHaveTitle('Our Staff | Northfield University');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Maria Alvarez',
      'James Okafor',
      'Priya Raman',
      'Daniel Kim',
      'Grace Thompson',
      'Luis Moreno',
    ]);
    await expect(main(page).getByText('Harold Finch')).toHaveCount(0);

    const cards = main(page).locator('.staff-card');
    const maria = cards.filter({ has: page.getByRole('heading', { name: 'Maria Alvarez' }) });
    const picture = maria.getByRole('img', { name: 'Maria Alvarez' });
    await expect(picture).toHaveAttribute('src', '/files/staff/northfield-maria-alvarez.svg');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(maria.getByText('Director of Dining Services')).toBeVisible();
    await expect(maria.getByRole('link', { name: 'maria.alvarez@northfield.example.edu' })).toHaveAttribute('href', 'mailto:maria.alvarez@northfield.example.edu');
    await expect(maria.getByRole('link', { name: '(617) 555-0142' })).toHaveAttribute('href', 'tel:+16175550142');

    const daniel = cards.filter({ has: page.getByRole('heading', { name: 'Daniel Kim' }) });
    await expect(daniel.getByRole('link', { name: 'catering@northfield.example.edu' })).toBeVisible();
    await expect(daniel.getByRole('link', { name: /000/ })).toHaveCount(0);
    await expect(daniel.getByText(/000/)).toHaveCount(0);

    const grace = cards.filter({ has: page.getByRole('heading', { name: 'Grace Thompson' }) });
    await expect(grace.getByRole('img')).toHaveCount(0);
    await expect(grace.getByRole('link', { name: '(617) 555-0190' })).toBeVisible();

    const luis = cards.filter({ has: page.getByRole('heading', { name: 'Luis Moreno' }) });
    await expect(luis.getByRole('button', { name: /^Read bio/ })).toHaveCount(0);

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotBothWidths(page, 'staff');
  });

  test('a bio opens in a dialog by keyboard, keeps focus inside and gives it back on close', async ({ page }) => {
    await page.goto('/northfield/staff');
    const readBio = main(page).getByRole('button', { name: 'Read bio: Priya Raman' });
    await readBio.focus();
    await expect(readBio).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Priya Raman' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Campus Dietitian')).toBeVisible();
    await expect(dialog.getByText(/registered dietitian/)).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
    // The open dialog as the visitor sees it: the viewport, not the whole page behind it.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await expect(dialog).toBeInViewport();
      await page.screenshot({ path: `screenshots/staff-bio-dialog-${width}.png`, animations: 'disabled' });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(readBio).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(readBio).toBeFocused();
  });

  test("a site without staff says 'We are now taking applications!'", async ({ page }) => {
    // Pinecrest has posted none.
    await page.goto('/pinecrest/staff');
    await expect(main(page).getByText('We are now taking applications!', { exact: true })).toBeVisible();
    await expect(main(page).locator('.staff-card')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'staff-empty');
  });
});

test.describe('catering files', () => {
  test('are a table with name, description, size and a download link; small screens keep the name and the link', async ({ page }) => {
    await page.goto('/northfield/catering-files');
    await expect(page).toHaveTitle('Catering | Northfield University');
    const table = main(page).getByRole('table', { name: 'Catering files to download' });
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Description', 'Size', 'Download']);
    await expect(table.getByRole('rowheader')).toHaveText(['Catering Menu', 'Holiday Party Packages', 'Catering Order Form', 'Student Organization Menu']);

    const row = table.getByRole('row', { name: /^Catering Menu/ });
    await expect(row.getByRole('cell').first()).toHaveText('Our full menu of breakfasts, lunches, receptions and desserts.');
    const size = row.locator('.catering-table__size');
    await expect(size).toHaveText(/^\d+(\.\d)? KB$/);
    const link = row.getByRole('link', { name: /^Download Catering Menu \(PDF, \d+(\.\d)? KB\)$/ });
    await expect(link).toHaveAttribute('href', '/files/catering/northfield-catering-menu.pdf');
    const file = await page.request.get('/files/catering/northfield-catering-menu.pdf');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const kb = (await file.body()).length / 1024;
    await expect(size).toHaveText(`${Number.isInteger(Math.round(kb * 10) / 10) ? Math.round(kb) : (Math.round(kb * 10) / 10).toFixed(1)} KB`);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(table.getByRole('columnheader', { name: 'Description' })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: 'Size' })).toBeHidden();
    await expect(size).toBeHidden();
    await expect(table.getByRole('rowheader', { name: 'Catering Menu' })).toBeVisible();
    await expect(link).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 991, height: 800 });
    await expect(size).toBeHidden();
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(size).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotBothWidths(page, 'catering-files');
  });

  test('a site without catering files says so', async ({ page }) => {
    // Pinecrest has posted none.
    await page.goto('/pinecrest/catering-files');
    await expect(main(page).getByText('No catering menus are posted right now. Please check back soon!')).toBeVisible();
    await expect(main(page).getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'catering-files-empty');
  });
});
