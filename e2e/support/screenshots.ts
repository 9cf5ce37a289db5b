import type { Page } from '@playwright/test';

/** Saves full-page screenshots at 1280 px and 375 px to screenshots/{name}-{width}.png, then restores the viewport. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}
