import { closeSync, mkdirSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOTP } from 'otpauth';
import { expect, type Page } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { serverNow } from './clock.ts';
import { screenshotBothWidths } from './screenshots.ts';

/** The demo staff (apps/server/src/seed/seed-staff.ts): every account's password, and the demo admins' TOTP secret. */
export const STAFF_PASSWORD = 'Demo-pass1!';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const PLATFORM_ADMIN = 'platform@commons.example.edu';
export const EDITOR = 'editor@northfield.example.edu';

const PERIOD_S = 30;
/**
 * Where this run marks the time steps it took, one file per secret and step (the server takes a
 * code once): one folder per run, as every run's clock starts at the same noon (support/clock.ts).
 */
const takenSteps = join(tmpdir(), 'commons-e2e-totp', process.env.CLOCK_CHOSEN_AT ?? 'run');

/**
 * A code for `secret` as an authenticator app would show it now, on the e2e server's clock
 * (support/clock.ts), for a time step no earlier code of this run used: waits for the next step
 * when it must.
 */
export async function freshTotp(secret: string): Promise<string> {
  const stepNow = () => Math.floor(serverNow().getTime() / 1000 / PERIOD_S);
  // A step is taken by creating its file: workers are separate processes, and an account takes each step once.
  mkdirSync(takenSteps, { recursive: true });
  for (;;) {
    const step = stepNow();
    try {
      closeSync(openSync(join(takenSteps, `${secret}-${step}`), 'wx'));
      return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: PERIOD_S }).generate({ timestamp: step * PERIOD_S * 1000 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      while (stepNow() <= step) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Calls the API from the page, as the console's own scripts do (same origin, the console cookie included). */
export async function callFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, credentials: 'same-origin', ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, path, body },
  );
}

/**
 * The page policy refusals the browser reports on `page` from now on (a script, style or frame the
 * policy blocks), across navigations: the console's strict policy must refuse nothing it loads.
 */
export function watchPagePolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  return refused;
}

/** A console page as it is now: no axe violation at 1280 px and at 375 px, and screenshots at both. */
export async function checkConsolePage(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    // Nothing scrolls sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
  if (original) await page.setViewportSize(original);
  await screenshotBothWidths(page, `console-${name}`);
}
