import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startScript } from './support/processes.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets: Record<(typeof categories)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

/** Lighthouse (mobile, its default) scores of a page, printed against the issue's targets. */
export async function benchLighthouse(pages: readonly { name: string; path: string }[]): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const page of pages) {
      const result = await lighthouse(`http://127.0.0.1:${app.port}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      const scores = categories.map((c) => {
        const score = Math.round((result?.lhr.categories[c]?.score ?? 0) * 100);
        return `${c} ${score}${score >= targets[c] ? '' : ` (target ${targets[c]})`}`;
      });
      console.log(`lighthouse   ${page.name.padEnd(10)} ${scores.join(', ')}`);
    }
  } finally {
    chrome.kill();
    await app.stop();
  }
}
