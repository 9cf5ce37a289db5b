import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startScript } from './support/processes.ts';

/** Gzip bytes of every script a page loads until the network is idle (the build in apps/web/dist). */
export async function benchInitialJs(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const [name, path] of [
      ['landing', '/'],
      ['site home', '/northfield'],
    ] as const) {
      const page = await browser.newPage();
      const sizes: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') sizes.push(response.body().then((b) => gzipSync(b, { level: 9 }).length));
      });
      await page.goto(`http://127.0.0.1:${app.port}${path}`, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      console.log(`initial JS   ${name.padEnd(10)} ${(bytes / 1024).toFixed(1)} KB gzip in ${sizes.length} files (target <= 100 KB)`);
      await page.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}
