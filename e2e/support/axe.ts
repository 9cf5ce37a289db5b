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
 * Waits until the home tiles have loaded (no placeholder card left) and the places of the page's
 * controls have stayed the same for a few frames in a row: axe measures target sizes and spacing
 * across several frames, and a tile that finishes loading in between moves the tiles below it, so
 * the geometry it read would mix two layouts. A loading line a test checks on purpose stays put.
 * A page that never keeps still (a carousel in the middle of a slide) is checked after 2 s of frames.
 */
async function settleLayout(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.tile--skeleton') === null);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const layout = () =>
      Array.from(document.querySelectorAll('a, button, input, select, textarea, [role], [tabindex]'), (element) => {
        const box = element.getBoundingClientRect();
        return `${box.x},${box.y},${box.width},${box.height}`;
      }).join(';');
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const giveUpAt = performance.now() + 2_000;
    let previous = layout();
    for (let unchanged = 0; unchanged < 3 && performance.now() < giveUpAt; ) {
      await nextFrame();
      const current = layout();
      unchanged = current === previous ? unchanged + 1 : 0;
      previous = current;
    }
  });
}

/**
 * Fails with the list of WCAG 2.1 and 2.2 A/AA violations on the page as it is now (and landmarks
 * that share a role and a name), once its animations have ended. `userOpenedOverlay`: the selector of a dropdown the test opened over part of the page.
 */
export async function expectNoAxeViolations(page: Page, options: { withoutFrames?: boolean; userOpenedOverlay?: string } = {}): Promise<void> {
  // Layout first: a toast or tile that appears meanwhile starts its fade after the first look.
  await settleLayout(page);
  await settleFiniteAnimations(page);
  // A toast lives 3 s and may start to fade out while axe reads it: its colours are judged as
  // drawn at rest (in, or gone at once), as a reader with reduced motion sees them anyway.
  // The style carries the page's style nonce where its policy asks for one (the staff console's).
  const toastsAtRest = await page.evaluateHandle((css) => {
    const style = document.createElement('style');
    const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    document.head.append(style);
    return style;
  }, '[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; }');
  try {
    await analyzeAndExpectNone(page, options);
  } finally {
    await toastsAtRest.evaluate((style) => style.remove()).catch(() => undefined);
  }
}

async function analyzeAndExpectNone(page: Page, options: { withoutFrames?: boolean; userOpenedOverlay?: string }): Promise<void> {
  // Beyond WCAG A/AA, one best practice: two landmarks of the same role never share a name (or both
  // lack one), so a screen reader's list of landmarks tells them apart.
  const rules: Record<string, { enabled: boolean }> = { 'landmark-unique': { enabled: true } };
  // WCAG 2.5.8 (target size) does not apply to targets obscured as a result of a user action, such
  // as a dropdown the visitor opened over the page (W3C, Understanding SC 2.5.8): with one open,
  // target size is judged inside the overlay only.
  const overlay = options.userOpenedOverlay;
  if (overlay) rules['target-size'] = { enabled: false };
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    rules,
    // A frame that runs no scripts (a sandboxed one) cannot take axe: its page is checked without it.
    ...(options.withoutFrames ? { iframes: false } : {}),
  });
  if (options.withoutFrames) builder = builder.exclude('iframe');
  const results = await builder.analyze();
  if (overlay) {
    const inOverlay = await new AxeBuilder({ page }).include(overlay).withRules(['target-size']).analyze();
    results.violations.push(...inOverlay.violations);
  }
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
