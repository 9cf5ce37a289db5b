import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's animations that end by themselves (a card fading in, a button's few pulses):
 * axe measures colours as they are drawn, and text halfway through a fade has no contrast to speak of.
 */
async function settleFiniteAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Fails with the list of WCAG 2.1 and 2.2 A/AA violations on the page as it is now, once its
 * animations have ended. `userOpenedOverlay`: the selector of a dropdown the test opened over part of the page.
 */
export async function expectNoAxeViolations(page: Page, options: { withoutFrames?: boolean; userOpenedOverlay?: string } = {}): Promise<void> {
  await settleFiniteAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']);
  // WCAG 2.5.8 (target size) does not apply to targets obscured as a result of a user action, such
  // as a dropdown the visitor opened over the page (W3C, Understanding SC 2.5.8): with one open,
  // target size is judged inside the overlay only.
  const overlay = options.userOpenedOverlay;
  if (overlay) builder = builder.disableRules(['target-size']);
  // A frame that runs no scripts (a sandboxed one) cannot take axe: its page is checked without it.
  if (options.withoutFrames) builder = builder.exclude('iframe').options({ iframes: false });
  const results = await builder.analyze();
  if (overlay) {
    const inOverlay = await new AxeBuilder({ page }).include(overlay).withRules(['target-size']).analyze();
    results.violations.push(...inOverlay.violations);
  }
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
