import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

/** Answers a list call with an empty list, as a site without that content would. */
const M_D_YY = /^\d{1,2}\/\d{1,2}\/\d{2}$/;

test.describe('photo albums', () => {
  test('an album dropdown and a gallery whose lightbox works by keyboard', async ({ page }) => {
    await page.goto('/northfield/photo-albums');
    await expect(page).toHaveTitle('Photo Albums | Northfield University');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Albums' })).toBeVisible();
    const album = page.getByRole('combobox', { name: 'Album' });
    await expect(album).toHaveValue(/\d+/);
    await expect(album.getByRole('option')).toHaveText(['Harvest Dinner', 'Our Dining Halls', 'Student Chef Challenge']);
    const gallery = page.getByRole('list', { name: 'Photos of Harvest Dinner' });
    const thumbs = gallery.getByRole('button');
    await expect(thumbs).toHaveCount(6);
    const first = page.getByRole('button', { name: 'Bowls of butternut squash soup lined up on the harvest dinner buffet' });
    await expect(first).toBeVisible();
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'libraries-b-albums');

    // Open with the keyboard, step with the arrow keys and the buttons, close with Escape.
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Harvest Dinner' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Photo 1 of 6')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Bowls of butternut squash soup lined up on the harvest dinner buffet' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 2 of 6')).toBeVisible();
    await expect(dialog.getByRole('img', { name: /roasted vegetable salad/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Photo 6 of 6')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Photo 1 of 6')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Photo 2 of 6')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeFocused();
    // Tab stays inside: past the last control comes the first one again.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'libraries-b-lightbox');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /roasted vegetable salad/ })).toBeFocused();

    // Another album.
    await album.selectOption({ label: 'Our Dining Halls' });
    await expect(page.getByRole('heading', { level: 2, name: 'Our Dining Halls' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Photos of Our Dining Halls' }).getByRole('button')).toHaveCount(4);
    await page.getByRole('button', { name: /Maple Hall in the evening/ }).click();
    await expect(page.getByRole('dialog', { name: 'Our Dining Halls' }).getByText('Photo 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: /Maple Hall in the evening/ })).toBeFocused();
  });

  test('a site without albums says so', async ({ page }) => {
    // Pinecrest has posted none.
    await page.goto('/pinecrest/photo-albums');
    await expect(page.getByText('Check back soon for more photos')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Album' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'libraries-b-albums-empty');
  });
});

test.describe('dining blog', () => {
  test('vertical tabs at 1280 px, a stacked list at 375 px', async ({ page }) => {
    await page.goto('/northfield/dining-blog');
    await expect(page).toHaveTitle('Dining Blog | Northfield University');
    const list = page.getByRole('tablist', { name: 'Blog articles' });
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    await expect(list.getByRole('tab')).toHaveText([
      'Meet the Farmers Behind Our Harvest Dinner',
      'New Late Night Menu at Maple Hall',
      'Five Tips for Eating Well During Finals',
      'Welcome Back, Students!',
    ]);
    const firstTab = list.getByRole('tab', { name: 'Meet the Farmers Behind Our Harvest Dinner' });
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Meet the Farmers Behind Our Harvest Dinner' });
    await expect(panel.getByRole('heading', { level: 2, name: 'Meet the Farmers Behind Our Harvest Dinner' })).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3, name: 'From field to plate in one day' })).toBeVisible();
    await expect(panel.getByText(/^Posted \d{1,2}\/\d{1,2}\/\d{2}$/)).toBeVisible();
    const picture = panel.getByRole('img', { name: 'Crates of squash and greens delivered from a partner farm' });
    await expect(picture).toHaveAttribute('src', '/files/images/blog-northfield-harvest-farmers.svg');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);

    await firstTab.focus();
    await page.keyboard.press('ArrowDown');
    const second = list.getByRole('tab', { name: 'New Late Night Menu at Maple Hall' });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'New Late Night Menu at Maple Hall' }).getByRole('heading', { level: 3, name: 'Open until 1a on weeknights' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('tab', { name: 'Welcome Back, Students!' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(firstTab).toBeFocused();
    await screenshotBothWidths(page, 'libraries-b-blog');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(4);
    await expect(page.getByRole('article', { name: 'Five Tips for Eating Well During Finals' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('img', { name: 'A bowl of noodle soup with vegetables' })).toHaveAttribute('src', '/files/images/blog-northfield-finals.svg');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 991, height: 800 });
    await expect(page.getByRole('article')).toHaveCount(4);
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(page.getByRole('tablist', { name: 'Blog articles' })).toBeVisible();
  });

  test("a site without articles shows 'Check back soon for more blogs'", async ({ page }) => {
    // Pinecrest has posted none.
    await page.goto('/pinecrest/dining-blog');
    await expect(page.getByText('Check back soon for more blogs', { exact: true })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'libraries-b-blog-empty');
  });
});

test.describe('directors meetings', () => {
  test('tabs by location, then by date', async ({ page }) => {
    await page.goto('/northfield/directors-meetings');
    await expect(page).toHaveTitle("Directors' Meetings | Northfield University");
    const locations = page.getByRole('tablist', { name: 'Meeting locations' });
    await expect(locations.getByRole('tab')).toHaveText(['Founders Hall', 'Maple Hall', 'Student Union']);
    await expect(locations.getByRole('tab', { name: 'Founders Hall' })).toHaveAttribute('aria-selected', 'true');
    const dates = page.getByRole('tablist', { name: 'Meeting dates at Founders Hall' });
    await expect(dates.getByRole('tab')).toHaveCount(3);
    for (const label of await dates.getByRole('tab').allTextContents()) expect(label).toMatch(M_D_YY);
    // The next meeting is open first: the upcoming one, the last of three in date order.
    await expect(dates.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    const meeting = page.getByRole('article', { name: /^Founders Hall, / });
    await expect(meeting.getByRole('heading', { level: 2, name: /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/ })).toBeVisible();
    await expect(meeting.getByText(/^\d{1,2}\/\d{1,2}\/\d{2} 3:30p at Founders Hall$/)).toBeVisible();
    await expect(meeting.getByRole('heading', { level: 3, name: 'Agenda' })).toBeVisible();
    await expect(meeting.getByText('Spring semester planning')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'libraries-b-meetings');

    await dates.getByRole('tab').nth(2).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dates.getByRole('tab').nth(1)).toBeFocused();
    await expect(meeting.getByText('Harvest Dinner recap')).toBeVisible();

    await locations.getByRole('tab', { name: 'Founders Hall' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(locations.getByRole('tab', { name: 'Maple Hall' })).toBeFocused();
    await expect(page.getByRole('tablist', { name: 'Meeting dates at Maple Hall' }).getByRole('tab')).toHaveCount(1);
    await expect(page.getByRole('article').getByText('Late night menu', { exact: true })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tablist', { name: 'Meeting dates at Student Union' }).getByRole('tab')).toHaveCount(2);
    await expect(page.getByRole('article').getByText('Mobile ordering results')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a site without meetings shows 'Check back soon for more meetings'", async ({ page }) => {
    // Pinecrest has posted none.
    await page.goto('/pinecrest/directors-meetings');
    await expect(page.getByText('Check back soon for more meetings', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'libraries-b-meetings-empty');
  });
});
