import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

const sorry = "Sorry, we're unable to find that.";

test.describe('not found', () => {
  test('an unknown school goes to the 404 page, which links home', async ({ page }) => {
    await page.goto('/no-such-school');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'not-found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('combobox', { name: "Find your school's dining site" })).toBeVisible();
  });

  test('an unpublished school is not found', async ({ page }) => {
    await page.goto('/oldmill');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
  });

  test('an unknown or unpublished section is not found', async ({ page }) => {
    await page.goto('/northfield/no-such-section');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
    await page.goto('/northfield/draft-page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
  });

  test('any other unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/northfield/about-us/not/here');
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
