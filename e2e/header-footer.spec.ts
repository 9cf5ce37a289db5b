import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { e2eNow, yearInNewYork } from './support/clock.ts';

/** A plain page of a site, so the header and footer are tested apart from the home page's own widgets. */
async function openSitePage(page: Page, site: 'northfield' | 'lakeside' | 'pinecrest') {
  await page.goto(`/${site}/privacy`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('site header and footer', () => {
  test('the two skip links are the first stops and move focus to their targets', async ({ page }) => {
    await openSitePage(page, 'northfield');

    await page.keyboard.press('Tab');
    const skipToNav = page.getByRole('link', { name: 'Skip to navigation' });
    await expect(skipToNav).toBeFocused();
    await expect(skipToNav).toBeInViewport();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'header-skip-link-focused');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await openSitePage(page, 'northfield');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(mainNav(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
  });

  test('left and right arrows move between navbar items; Home and End jump to the ends', async ({ page }) => {
    await openSitePage(page, 'northfield');
    const nav = mainNav(page);
    const home = nav.getByRole('link', { name: 'Home' });
    const menusAndHours = nav.getByRole('button', { name: 'Menus & Hours' });
    const newForFall = nav.getByRole('link', { name: 'New for Fall' });

    await home.focus();
    await page.keyboard.press('ArrowRight');
    await expect(menusAndHours).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('link', { name: 'Campus Map' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(home).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(newForFall).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(home).toBeFocused();
    await page.keyboard.press('End');
    await expect(newForFall).toBeFocused();
    await page.keyboard.press('Home');
    await expect(home).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menusAndHours).toBeFocused();
  });

  test('a dropdown opens and closes by keyboard and closes on a click outside', async ({ page }) => {
    await openSitePage(page, 'northfield');
    const nav = mainNav(page);
    const menusAndHours = nav.getByRole('button', { name: 'Menus & Hours' });
    const menuLink = nav.getByRole('link', { name: "What's on the Menu" });

    await expect(menusAndHours).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink).toBeHidden();
    await menusAndHours.focus();
    await page.keyboard.press('Enter');
    await expect(menusAndHours).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'header-dropdown-open');
    // The narrow screenshot hides the wide navbar, which drops focus; carry on from the button.
    await menusAndHours.focus();

    await page.keyboard.press('ArrowDown');
    await expect(menuLink).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Hours of Operation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menusAndHours).toHaveAttribute('aria-expanded', 'false');
    await expect(menusAndHours).toBeFocused();
    await expect(menuLink).toBeHidden();

    await page.keyboard.press('Space');
    await expect(menuLink).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menuLink).toBeHidden();
  });

  test('a URL item opens in a new tab at its https address', async ({ page }) => {
    await openSitePage(page, 'northfield');
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Resources' }).click();
    const housing = nav.getByRole('link', { name: 'Housing (opens in a new tab)' });
    await expect(housing).toHaveAttribute('target', '_blank');
    await expect(housing).toHaveAttribute('href', 'https://www.northfield.example.edu/housing');
    await expect(housing).toHaveAttribute('rel', /noopener/);
  });

  test("'new-section' items show only on a site with extra_nav; 'Home' only when the logo goes to the school", async ({ page }) => {
    await openSitePage(page, 'northfield');
    await expect(mainNav(page).getByRole('link', { name: 'New for Fall' })).toHaveAttribute('href', '/northfield/new-for-fall');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/northfield');
    const schoolLogo = page.getByRole('link', { name: 'Northfield University Dining (opens in a new tab)' });
    await expect(schoolLogo).toHaveAttribute('href', 'https://www.northfield.example.edu');
    await expect(schoolLogo).toHaveAttribute('target', '_blank');

    await openSitePage(page, 'lakeside');
    await expect(mainNav(page).getByRole('link', { name: 'Campus Map' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'New for Fall' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Lakeside College Dining', exact: true })).toHaveAttribute('href', '/lakeside');
  });

  test('social, e-mail, mobile app and account links follow the site settings; Snapchat is never shown', async ({ page }) => {
    await openSitePage(page, 'northfield');
    for (const [network, href] of [
      ['Facebook', 'https://facebook.com/NorthfieldDining'],
      ['X', 'https://x.com/nfdining'],
      ['Instagram', 'https://instagram.com/northfielddining'],
      ['YouTube', 'https://youtube.com/@nfdiningvideos'],
      ['TikTok', 'https://tiktok.com/@nfdining'],
    ] as const) {
      const link = page.getByRole('link', { name: `Northfield University on ${network} (opens in a new tab)` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: /snapchat/i })).toHaveCount(0);
    await expect(page.locator('a[href*="snapchat"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Email Northfield University Dining' })).toHaveAttribute('href', 'mailto:dining@northfield.example.edu');
    await expect(page.getByRole('link', { name: 'Northfield University Dining mobile app' })).toHaveAttribute('href', '/northfield/dine-on-campus-mobile-app');
    await expect(page.getByRole('button', { name: 'Student Login' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/northfield/signup');
    await expect(page.getByRole('link', { name: /Visit the shop/ })).toHaveAttribute('href', 'https://shop.example.com/northfield');

    await openSitePage(page, 'lakeside');
    await expect(page.getByRole('link', { name: /^Lakeside College on (Facebook|Pinterest|Instagram|Flickr|Vimeo) / })).toHaveCount(5);
    await expect(page.getByRole('link', { name: /^Email / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /mobile app$/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Visit the shop/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'header-footer-lakeside');
  });

  test('one button dismisses all homepage alerts', async ({ page, baseURL }) => {
    // Keep Northfield's landing modal (site 1) from opening over the alerts mid-test.
    await page.context().addCookies([{ name: 'commons_landing_modal_1', value: 'dismissed', url: baseURL ?? 'http://127.0.0.1:3100' }]);
    await page.goto('/northfield');
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await expect(alerts.getByRole('listitem')).toHaveCount(2);
    const more = alerts.getByRole('link', { name: 'MORE (opens in a new tab)' });
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', /noopener/);
    await expect(more).toHaveAttribute('href', 'https://www.northfield.example.edu/dining/news/founders-hours');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'header-alerts');

    await alerts.getByRole('button', { name: 'Dismiss alerts' }).click();
    await expect(alerts).toHaveCount(0);
    await expect(page.getByText('Founders Dining Commons closes early')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('at 375 x 812 the header keeps to a third of the screen: alerts fold to one line and unfold by keyboard', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'commons_landing_modal_1', value: 'dismissed', url: baseURL ?? 'http://127.0.0.1:3100' }]);
    await page.setViewportSize({ width: 375, height: 812 });
    // Northfield has the most in its header: the shop banner, two alerts, login, social and contact links.
    for (const path of ['/northfield', '/northfield/surveys']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const header = await page.getByRole('banner').boundingBox();
      const headingBox = await heading.boundingBox();
      expect(header?.height ?? Number.POSITIVE_INFINITY, path).toBeLessThanOrEqual(812 / 3);
      expect(headingBox?.y ?? 0, path).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      await expect(heading).toBeInViewport();
    }

    const alerts = page.getByRole('region', { name: 'Alerts' });
    const expand = alerts.getByRole('button', { name: 'Show all alerts' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(alerts.getByRole('listitem')).toHaveCount(1);
    await expect(alerts.getByRole('listitem').first()).toContainText('Founders Dining Commons closes early this week for a private event.');
    const message = alerts.getByText('Founders Dining Commons closes early this week for a private event.');
    const line = await message.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(line.height).toBeLessThan(line.lineHeight * 1.5);
    await expect(alerts.getByRole('link', { name: 'MORE (opens in a new tab)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'header-alerts-folded');
    await page.setViewportSize({ width: 375, height: 812 });

    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(expand).toBeFocused();
    await expect(alerts.getByRole('listitem')).toHaveCount(2);
    await expect(alerts.getByText('Fall meal plans are on sale now. Sign up before the first day of classes.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'screenshots/header-alerts-unfolded-375.png' });
    await page.keyboard.press('Space');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(alerts.getByRole('listitem')).toHaveCount(1);

    // 'Menu' beside the logo still opens the sections.
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Campus Map' })).toBeVisible();
    await expectNoAxeViolations(page, { userOpenedOverlay: '#site-navigation-list' });
    await page.screenshot({ path: 'screenshots/header-menu-open-375.png' });
  });

  test('the footer shows the events line, links, accessibility links per site and the copyright year', async ({ page }) => {
    // The year at Northfield on the server's pinned clock, not the runner's.
    const year = yearInNewYork(e2eNow());
    await openSitePage(page, 'northfield');
    const nf = footer(page);
    await expect(nf.getByText(`© ${year} Northfield University`)).toBeVisible();
    // The next event, and the way to all of them.
    await expect(nf.getByRole('link', { name: 'Taco Tuesday Fiesta' })).toHaveAttribute('href', /^\/northfield\/event\/\d+$/);
    await expect(nf.getByRole('link', { name: 'All upcoming events' })).toHaveAttribute('href', '/northfield/events');
    await expect(nf.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/northfield/privacy');
    await expect(nf.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/northfield/terms-of-use');
    await expect(nf.getByRole('link', { name: 'Mobile App' })).toHaveAttribute('href', '/northfield/dine-on-campus-mobile-app');
    const requestForm = nf.getByRole('link', { name: 'Privacy Request Form (opens in a new tab)' });
    await expect(requestForm).toHaveAttribute('href', 'https://privacy.commons-dining.example/request?site=Northfield%20University');
    await expect(requestForm).toHaveAttribute('target', '_blank');
    await expect(nf.getByRole('link', { name: 'Accessibility (opens in a new tab)' })).toHaveAttribute('href', 'https://www.northfield.example.edu/accessibility');
    await expect(nf.getByRole('link', { name: /www\.northfield\.example\.edu/ })).toHaveAttribute('href', 'https://www.northfield.example.edu');
    await expect(nf.getByText('(413) 555-0142')).toBeVisible();

    await openSitePage(page, 'pinecrest');
    await expect(footer(page).getByText('Check back soon for more events!')).toBeVisible();

    await openSitePage(page, 'lakeside');
    const lk = footer(page);
    await expect(lk.getByText(`© ${year} Lakeside College`)).toBeVisible();
    await expect(lk.getByRole('link', { name: 'Digital Accessibility (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.lakeside.example.edu/digital-accessibility',
    );
    await expect(lk.getByRole('link', { name: 'Accessibility Statement (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.lakeside.example.edu/accessibility-statement',
    );
    await expect(lk.getByRole('link', { name: 'Accessibility (opens in a new tab)', exact: true })).toHaveCount(0);
  });

  test.describe('on a 375 px screen', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the navbar folds behind 'Menu' and the social links behind 'Social Media'", async ({ page }) => {
      await openSitePage(page, 'northfield');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      const campusMap = mainNav(page).getByRole('link', { name: 'Campus Map' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(campusMap).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(campusMap).toBeVisible();
      await mainNav(page).getByRole('button', { name: 'Events & Offers' }).click();
      await expect(mainNav(page).getByRole('link', { name: 'Special Offers' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page, { userOpenedOverlay: '#site-navigation-list' });
      await page.screenshot({ path: 'screenshots/header-mobile-menu-open-375.png', fullPage: true });
      await menu.click();
      await expect(campusMap).toBeHidden();

      const socialMedia = page.getByRole('button', { name: 'Social Media' });
      const facebook = page.getByRole('link', { name: 'Northfield University on Facebook (opens in a new tab)' });
      await expect(facebook).toBeHidden();
      await socialMedia.click();
      await expect(socialMedia).toHaveAttribute('aria-expanded', 'true');
      await expect(facebook).toBeVisible();
      await expect(page.getByRole('link', { name: /snapchat/i })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: 'screenshots/header-mobile-social-open-375.png', fullPage: true });
      await page.keyboard.press('Escape');
      await expect(facebook).toBeHidden();
      await expect(socialMedia).toBeFocused();
    });

    test("'Menu' comes where it is read: at the end of the header's tools, on screen and in the tab order", async ({ page }) => {
      for (const site of ['northfield', 'lakeside', 'pinecrest'] as const) {
        await openSitePage(page, site);
        const menu = page.getByRole('button', { name: 'Menu', exact: true });
        const tools = page.getByRole('banner').locator('.site-header__top').locator('a, button');
        // The tools on screen (a folded panel's links have no box), with their places in the list.
        const shown = (await tools.evaluateAll((elements) => elements.map((e, index) => ({ index, box: e.getBoundingClientRect().toJSON() as DOMRect })))).filter(({ box }) => box.width > 0);
        const last = shown.at(-1);
        const menuBox = await menu.boundingBox();
        if (!menuBox || !last) throw new Error(`no Menu button or no header tools on ${site}`);
        const lastTool = tools.nth(last.index);
        // Read left to right, top to bottom, 'Menu' follows the last tool and covers none.
        expect(menuBox.y + menuBox.height, site).toBeGreaterThan(last.box.y + last.box.height / 2);
        expect(menuBox.x, site).toBeGreaterThanOrEqual(last.box.x + last.box.width);
        for (const { box } of shown) {
          const overlaps = box.x < menuBox.x + menuBox.width && menuBox.x < box.x + box.width && box.y < menuBox.y + menuBox.height && menuBox.y < box.y + box.height;
          expect(overlaps, `${site}: a header tool under 'Menu'`).toBe(false);
        }
        await lastTool.focus();
        await page.keyboard.press('Tab');
        await expect(menu, site).toBeFocused();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), site).toBeLessThanOrEqual(375);
      }
      await page.screenshot({ path: 'screenshots/header-menu-after-tools-375.png' });
    });
  });
});
