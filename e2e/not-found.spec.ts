import { expect } from './support/test.ts';
import { test } from './support/faults.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

const sorry = "Sorry, we're unable to find that.";

test.describe('not found', () => {
  test("an unknown school goes to the 404 page, which says 'Invalid site.' and links home", async ({ page }) => {
    await page.goto('/no-such-school');
    await expect(page).toHaveURL(/\/404\?reason=invalid-site$/);
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
    await expect(page.getByText('Invalid site.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'not-found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('combobox', { name: "Find your school's dining site" })).toBeVisible();
  });

  test("an unpublished school is not found: 'Invalid site.'", async ({ page }) => {
    await page.goto('/oldmill');
    await expect(page).toHaveURL(/\/404\?reason=invalid-site$/);
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
    await expect(page.getByText('Invalid site.', { exact: true })).toBeVisible();
  });

  test("the plain 404 page does not say 'Invalid site.'", async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
    await expect(page.getByText('Invalid site.', { exact: true })).toHaveCount(0);
  });

  test('Back from the 404 page leads to the page before the unknown address, not to the 404 page again', async ({ page }) => {
    await page.goto('/campuses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/no-such-school');
    await expect(page).toHaveURL(/\/404\?reason=invalid-site$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/campuses$/);

    await page.goto('/northfield/no-such-section');
    await expect(page).toHaveURL(/\/northfield\/404$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/campuses$/);
  });

  test("an unknown or unpublished section is not found, inside the site's header, with a link to the site's home", async ({ page }) => {
    for (const path of ['/northfield/no-such-section', '/northfield/draft-page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/northfield\/404$/);
      await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    await expect(page).toHaveTitle('Page not found');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'not-found-in-site');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/northfield$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();
  });

  test("a server failure loading the site says so and offers a retry, instead of 'not found'", async ({ page, serverFaults }) => {
    // A site page's first HTML carries the site's info; the campuses page does not, so going from there the app asks for it.
    await page.goto('/campuses');
    await serverFaults.fail('/v1/sites/northfield/info');
    await page.getByRole('link', { name: 'Northfield University' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
    await expect(page).toHaveURL(/\/northfield$/);
    await expectNoAxeViolations(page);
    await serverFaults.restore();
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();
  });

  test('any other unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/northfield/about-us/not/here');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
