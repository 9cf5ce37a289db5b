import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';


const main = (page: Page) => page.locator('#main-content');

test.describe('content section pages', () => {
  test('a banner page shows the banner with the section name over it and its body', async ({ page }) => {
    await page.goto('/northfield/about-us');
    await expect(page).toHaveTitle('About Us | Northfield University');
    const banner = main(page).locator('.section-banner');
    await expect(banner.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(banner.locator('img')).toHaveAttribute('src', '/files/section_banner/about-us-northfield.svg');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    const photo = main(page).getByRole('img', { name: 'The campus kitchens seen from the main lawn' });
    await expect(photo).toHaveAttribute('src', '/files/images/about-us-kitchen.svg');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(main(page).getByRole('link', { name: 'Our Staff' })).toHaveAttribute('href', '/northfield/staff');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'section-banner');
  });

  test('hostile HTML in a page body is made harmless', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Parsing the hostile markup must not even trip the page policy: its reports would drown real ones.
    const policyReports: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) policyReports.push(message.text());
    });
    await page.goto('/northfield/nutrition');
    await expect(page).toHaveTitle('Nutrition | Northfield University');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();
    const plate = main(page).getByRole('img', { name: 'A balanced bowl of vegetable soup' });
    await expect(plate).toHaveAttribute('src', '/files/images/nutrition-plate.svg');
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(main(page).locator('script')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Suspicious link' })).toHaveCount(0);
    await expect(main(page).getByText('Suspicious link')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'message to our dietitian' })).toHaveAttribute('href', 'mailto:dietitian@example.edu');
    // Once every picture has loaded or failed, any error handler that survived would have run.
    await expect.poll(() => main(page).evaluate((el) => Array.from(el.querySelectorAll('img')).every((img) => img.complete))).toBe(true);
    expect(dialogs).toEqual([]);
    expect(policyReports).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'section-content');
  });

  test("'help' opens the same screen as 'get-answers-now' (docs/product/site.md#static-pages)", async ({ page }) => {
    await page.goto('/northfield/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search help' })).toBeVisible();
  });

  test('moving between pages shows the new title and puts focus on its heading', async ({ page }) => {
    await page.goto('/northfield');
    await main(page).getByRole('link', { name: 'All hours', exact: true }).click();
    await expect(page).toHaveURL(/\/northfield\/hours-of-operation$/);
    await expect(page).toHaveTitle('Hours of Operation | Northfield University');
    await expect(page.getByRole('heading', { level: 1, name: 'Hours of Operation' })).toBeFocused();
  });

  test('at 375 px a content page fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/northfield/sustainability');
    await expect(page.getByRole('heading', { level: 1, name: 'Sustainability' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Sustainability at Northfield University' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.goto('/northfield/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('browser details are reported once per visit', async ({ page }) => {
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/sites/user_agent') && request.method() === 'POST') reports.push(request.postDataJSON());
    });
    await page.goto('/lakeside');
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({ site_id: 2, navigator: { cookie_enabled: true } });
    await page.reload();
    await page.goto('/lakeside/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    // React runs the effects of the page on screen (the report among them) before it handles a
    // click, and the browser reports requests in the order they are made: once the request this
    // click leads to is seen, a second report would have been seen too.
    const afterClick = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/tiles/news_content');
    await page.getByRole('banner').getByRole('link', { name: 'Lakeside College Dining' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeside College Dining' })).toBeVisible();
    await afterClick;
    expect(reports).toHaveLength(1);
  });

  test('a site hosted elsewhere sends the visitor there with the rest of the path', async ({ page }) => {
    await page.route('https://dining.summit.example.edu/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Summit</title>' }));
    await page.goto('/summit/events');
    await expect(page).toHaveURL('https://dining.summit.example.edu/events');
  });
});

test.describe('static pages', () => {
  test('the climate-friendly page explains the six metrics and the ratings', async ({ page }) => {
    await page.goto('/climate-friendly');
    await expect(page).toHaveTitle('Climate-friendly ratings | Campus Dining');
    for (const metric of ['Greenhouse gas emissions', 'Processing', 'Biodiversity', 'Soil health', 'Land use', 'Water usage']) {
      await expect(page.getByRole('heading', { level: 3, name: metric })).toBeVisible();
    }
    for (const rating of ['Best', 'Great', 'Good', 'Climate Friendly']) {
      await expect(page.getByRole('rowheader', { name: rating, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'climate-friendly');
  });

  test('the mobile privacy policy and the site legal pages', async ({ page }) => {
    await page.goto('/mobile-privacy');
    await expect(page).toHaveTitle('Mobile app privacy policy | Campus Dining');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile app privacy policy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/northfield/privacy');
    await expect(page).toHaveTitle('Privacy Policy | Northfield University');
    await expect(page.getByRole('link', { name: 'dining@northfield.example.edu' })).toBeVisible();
    // The notice's own time, on Northfield's clock (New York), and its version.
    await expect(page.getByText('Last updated 1/15/26 9:30 am')).toBeVisible();
    await expect(page.getByText('Version 2026.1')).toBeVisible();
    const request = page.getByRole('link', { name: 'privacy request form for Northfield University (opens in a new tab)' });
    await expect(request).toHaveAttribute('href', 'https://privacy.commons-dining.example/request?site=Northfield%20University');
    // Links are dark: the page's ink, not the site's blue.
    await expect(request).toHaveCSS('color', 'rgb(27, 27, 27)');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'privacy');
    await page.goto('/northfield/terms-of-use');
    await expect(page).toHaveTitle('Terms of Use | Northfield University');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    const terms = page.locator('#main-content');
    await expect(terms.getByText('You may cancel it up to 3 days before the next delivery;')).toBeVisible();
    await expect(terms.getByText('Gift cards and prepaid cards are not accepted.')).toBeVisible();
    await expect(terms.getByText('are offered in the United States and Canada only.')).toBeVisible();
    await expect(terms.getByText('These terms are governed by the laws of the State of North Carolina.')).toBeVisible();
    await expect(terms.getByText('settled by arbitration in Charlotte, North Carolina.')).toBeVisible();
    await expect(terms.getByRole('link', { name: 'your account page' }).first()).toHaveAttribute('href', '/northfield/customer-account');
    await expect(terms.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/northfield/privacy');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'terms-of-use');
  });

  test('the mobile app page is for phones; a desktop goes to the site home', async ({ page, browser }) => {
    await page.goto('/northfield/dine-on-campus-mobile-app');
    await expect(page).toHaveURL(/\/northfield$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Northfield University Dining' })).toBeVisible();

    const phone = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 375, height: 812 },
      baseURL: test.info().project.use.baseURL,
    });
    const mobile = await phone.newPage();
    await mobile.goto('/northfield/dine-on-campus-mobile-app');
    await expect(mobile).toHaveTitle('Dine On Campus Mobile App | Northfield University');
    await expect(mobile.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(mobile.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /play\.google\.com/);
    await expectNoHorizontalOverflow(mobile);
    await expectNoAxeViolations(mobile);
    await phone.close();
  });
});
