import { benchInitialJs } from './initial-js.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchLocationsStatus } from './locations-status.bench.ts';
import { benchMenuScale } from './menus/menu-scale.bench.ts';
import { benchSiteInfo } from './site-info.bench.ts';

/** `npm run bench`: prints figures and ratios; nothing here passes or fails. */
console.log('Commons benchmarks (one run; ratios compare figures taken in this same run)\n');
await benchSiteInfo();
console.log('');
await benchLocationsStatus();
console.log('');
await benchInitialJs();
console.log('');
await benchLighthouse([
  { name: 'site home', path: '/northfield' },
  { name: 'menu page', path: '/northfield/whats-on-the-menu' },
]);
console.log('');
await benchMenuScale();
