import { test as base } from '@playwright/test';
import { serverNow } from './clock.ts';

export * from '@playwright/test';

/**
 * Playwright's `test` for every journey: each browser context starts on the e2e server's clock
 * (support/clock.ts), so the browser's "today at the site" is the server's whatever the real hour.
 * The clock then runs on in real time; a journey may still move or pause it with `page.clock`.
 * `realClock: true` leaves a journey's browser on the machine's clock (the captcha's expiry goes by it).
 */
export const test = base.extend<{ realClock: boolean }>({
  realClock: [false, { option: true }],
  context: async ({ context, realClock }, use) => {
    if (!realClock) await context.clock.setSystemTime(serverNow());
    await use(context);
  },
});
