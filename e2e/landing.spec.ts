import { expect, type Page } from './support/test.ts';
import { test } from './support/faults.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

const schoolBox = (page: Page) => page.getByRole('combobox', { name: "Find your school's dining site" });


test.describe('landing: choosing a school', () => {
  test('typing part of a name and choosing with the keyboard opens that school', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Campus Dining' })).toBeVisible();
    const box = schoolBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Select a school');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'landing');

    await box.fill('field');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: "Find your school's dining site" });
    await expect(listbox.getByRole('option')).toHaveText(['Northfield University']);
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
    await box.press('ArrowDown');
    const active = page.getByRole('option', { name: 'Northfield University' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'landing-open');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/northfield$/);
    await expect(page).toHaveTitle('Campus Dining | Northfield University');
    const heading = page.getByRole('heading', { level: 1, name: 'Northfield University Dining' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      "Find what's open, what's on the menu, nutritional information and more.",
    );
    await expectNoAxeViolations(page);
  });

  test('the list filters ignoring case and accents, moves with the arrows and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const box = schoolBox(page);
    await box.fill('COLLÉGE');
    await expect(page.getByRole('option')).toHaveText(['Lakeside College', 'Pinecrest College']);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Pinecrest College' })).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Lakeside College' })).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveValue('COLLÉGE');

    await box.fill('zzz');
    await expect(page.getByText('No schools match "zzz".')).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('a school can be chosen with the mouse', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Show all schools' }).click();
    await expect(page.getByRole('option')).toHaveCount(5);
    await page.getByRole('option', { name: 'Lakeside College' }).click();
    await expect(page).toHaveURL(/\/lakeside$/);
    await expect(page).toHaveTitle('Campus Dining | Lakeside College');
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeside College Dining' })).toBeVisible();
  });

  test('a school hosted elsewhere opens its own address', async ({ page }) => {
    await page.route('https://dining.summit.example.edu/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Summit</title>' }));
    await page.goto('/');
    await schoolBox(page).fill('summit');
    await schoolBox(page).press('Enter');
    await expect(page).toHaveURL('https://dining.summit.example.edu/');
  });

  test('a pre-launch school shows its microsite', async ({ page }) => {
    await page.goto('/harbor');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor State University Dining' })).toBeVisible();
    await expect(page.getByText('A fresh take on campus dining is coming to Harbor State.')).toBeVisible();
    await expect(page).toHaveTitle('Campus Dining | Harbor State University');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'home-prelaunch');
  });

  test('a failed school list says so and can be retried', async ({ page, serverFaults }) => {
    await serverFaults.fail('/v1/sites/public');
    await page.goto('/');
    await expect(page.getByText('Something went wrong.')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await serverFaults.restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(schoolBox(page)).toBeVisible();
  });

  test('on a multi-campus host the landing page shows the campus picker', async ({ page, baseURL }) => {
    // The real server, asked under a host its host_settings list with campuses (the demo data's
    // campuses.localhost); playwright.config.ts points that name at 127.0.0.1.
    const host = new URL(baseURL ?? 'http://127.0.0.1:3100');
    host.hostname = 'campuses.localhost';
    const landing = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/landing');
    await page.goto(host.href);
    expect(new URL((await landing).url()).hostname).toBe('campuses.localhost');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your campus' })).toBeVisible();
    await expect(schoolBox(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Northfield University' })).toHaveAttribute('href', '/northfield');
    const lakeside = page.getByRole('link', { name: 'Lakeside College' });
    await expect(lakeside).toHaveAttribute('href', '/lakeside');
    await expect(lakeside.locator('img')).toHaveAttribute('src', '/files/images/logo-lakeside.svg');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'landing-campuses');

    await lakeside.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${host.origin}/lakeside`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeside College Dining' })).toBeVisible();
  });

  test('on any other host the landing page keeps the school search', async ({ page }) => {
    await page.goto('/');
    await expect(schoolBox(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your campus' })).toHaveCount(0);
  });

  test('the campuses page links to each campus', async ({ page }) => {
    await page.goto('/campuses');
    await expect(page).toHaveTitle('Choose your campus | Campus Dining');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your campus' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northfield University' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'campuses');
    await page.getByRole('link', { name: 'Northfield University' }).click();
    await expect(page).toHaveURL(/\/northfield$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeFocused();
  });

  test('at 375 px a very long query wraps instead of widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const query = 'x'.repeat(300);
    await schoolBox(page).fill(query);
    const noMatch = page.getByText(`No schools match "${query}".`);
    await expect(noMatch).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const box = await noMatch.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'landing-long-query');
  });

  test('at 375 px the landing page fits the screen and the list still works', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await schoolBox(page).fill('lake');
    await expect(page.getByRole('option', { name: 'Lakeside College' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.getByRole('option', { name: 'Lakeside College' }).click();
    await expect(page).toHaveURL(/\/lakeside$/);
    await expectNoHorizontalOverflow(page);
  });
});
