import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn two frames: headless Chromium's full-page capture taken right
 * after a viewport change can show parts of the page not yet painted at the new width (blank
 * boxes where the page itself, loaded at that width, shows content).
 */
const twoFramesDrawn = (page: Page) => page.evaluate(() => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))));

/**
 * Saves full-page screenshots at 1280 px and 375 px to screenshots/{name}-{width}.png, then restores
 * the viewport; with E2E_SCREENSHOTS=off (CI, where nobody looks at them) it saves none.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await twoFramesDrawn(page);
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}
