import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { startScript } from './support/processes.ts';
import { median } from './support/median.ts';
import { machineLoad } from './support/machine-load.ts';

/** Loads per page; the figure printed is their median. */
const RUNS = 5;

const pages = [
  { name: 'landing', path: '/', targetKb: 120 },
  { name: 'site home', path: '/northfield', targetKb: 160 },
] as const;

/** Gzip bytes of every script one load of the page fetches until the network is idle. */
async function scriptBytes(browser: Browser, url: string): Promise<{ bytes: number; files: number }> {
  const page = await browser.newPage();
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((b) => gzipSync(b, { level: 9 }).length));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // Scripts that start after the network went idle (a tile scrolled into view later) are not first JavaScript.
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  await page.close();
  return { bytes: all.reduce((a, b) => a + b, 0), files: all.length };
}

/** The JavaScript the landing and a site home load first (the build in apps/web/dist), median of RUNS loads. */
export async function benchInitialJs(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const { name, path, targetKb } of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await scriptBytes(browser, `http://127.0.0.1:${app.port}${path}`));
      const kb = median(runs.map((r) => r.bytes)) / 1024;
      const files = median(runs.map((r) => r.files));
      console.log(`initial JS   ${name.padEnd(10)} ${kb.toFixed(1)} KB gzip in ${files} files (target <= ${targetKb} KB; median of ${RUNS}; ${machineLoad()})`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}
