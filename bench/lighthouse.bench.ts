import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startScript } from './support/processes.ts';
import { median } from './support/median.ts';
import { machineLoad } from './support/machine-load.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets: Record<(typeof categories)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Runs per page: Lighthouse's own guidance for scores that move between runs is the median of several. */
const RUNS = 5;
/** Runs Lighthouse could not measure, per page, before it gives up on the page. */
const MAX_FAILED_RUNS = 5;

/** Lighthouse (mobile, its default) scores of a page, the median of RUNS runs, printed against the issue's targets. */
export async function benchLighthouse(pages: readonly { name: string; path: string }[]): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const page of pages) {
      const runs: Record<(typeof categories)[number], number>[] = [];
      const loads: string[] = [];
      const failed: string[] = [];
      while (runs.length < RUNS && failed.length < MAX_FAILED_RUNS) {
        loads.push(machineLoad());
        const result = await lighthouse(`http://127.0.0.1:${app.port}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
        // A run Lighthouse could not measure (say NO_NAVSTART, a trace without the navigation's
        // start) has no scores; counted as 0 it would move the median. It is run again, and reported.
        const error = !result ? 'NO_RESULT' : (result.lhr.runtimeError?.code ?? (result.lhr.categories.performance?.score == null ? 'NO_SCORE' : undefined));
        if (error) {
          failed.push(error);
          continue;
        }
        runs.push(Object.fromEntries(categories.map((c) => [c, Math.round((result?.lhr.categories[c]?.score ?? 0) * 100)])) as Record<(typeof categories)[number], number>);
      }
      if (runs.length === 0) {
        console.log(`lighthouse   ${page.name.padEnd(10)} no run could be measured (${failed.join(', ')})`);
        continue;
      }
      const scores = categories.map((c) => {
        const score = median(runs.map((r) => r[c]));
        return `${c} ${score}${score >= targets[c] ? '' : ` (target ${targets[c]})`}`;
      });
      console.log(`lighthouse   ${page.name.padEnd(10)} ${scores.join(', ')}  (median of ${runs.length}; performance ${runs.map((r) => r.performance).join(', ')}${failed.length ? `; ${failed.length} run(s) not measured and run again: ${failed.join(', ')}` : ''}; ${loads[0]} at the start, ${machineLoad()} at the end)`);
    }
  } finally {
    chrome.kill();
    await app.stop();
  }
}
