import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startScript } from './support/processes.ts';
const app = await startScript('bench/support/app-server.ts');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of ['/northfield', '/northfield/whats-on-the-menu']) {
  const r = await lighthouse(`http://127.0.0.1:${app.port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(path, r!.lhr.categories.performance?.score, ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index'].map((k) => `${k} ${a[k]?.displayValue}`).join(' | '));
  for (const [k, v] of Object.entries(a)) if (v.score !== null && v.score < 0.9 && v.details) console.log('  ', k, v.displayValue ?? '');
  const shifts = a['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined;
  for (const s of shifts?.items ?? []) console.log('   shift', s.score, s.node?.snippet?.slice(0, 120));
  const lcp = a['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  console.log('   LCP element', lcp?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 120));
}
chrome.kill(); await app.stop();
