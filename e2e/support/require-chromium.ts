import { accessSync, constants } from 'node:fs';

/**
 * `npm test` runs this before anything else: the browser journeys drive Debian's Chromium
 * (playwright.config.ts), and a machine without it should learn so in one line, not after the
 * type checks and unit tests.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(`No Chromium at ${chromium}: install Debian's with \`apt-get install -y chromium fonts-liberation\` (or set CHROMIUM_PATH), then run npm test again.`);
  process.exit(1);
}
