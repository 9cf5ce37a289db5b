import { benchCheckout } from './checkout.bench.ts';
import { benchConsole } from './console.bench.ts';
import { benchCustomers } from './customers.bench.ts';
import { benchDrill } from './drill.bench.ts';
import { benchInitialJs } from './initial-js.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchLocationsStatus } from './locations-status.bench.ts';
import { benchMenuScale } from './menus/menu-scale.bench.ts';
import { benchPurchase } from './purchase.bench.ts';
import { benchReservations } from './reservations.bench.ts';
import { benchSiteInfo } from './site-info.bench.ts';

/**
 * `npm run bench`: prints figures and ratios; nothing here passes or fails. `npm run bench -- web`
 * (or `api`, `customers`, `reservations`, `purchase`, `checkout`, `console`, `menus`, `drill`) runs one part alone; `npm run drill` runs the fault drill without
 * building the web app.
 */
const parts = ['api', 'customers', 'reservations', 'purchase', 'checkout', 'console', 'web', 'menus', 'drill'] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(parts as readonly string[]).includes(a));
if (unknown.length) throw new Error(`Unknown bench part ${unknown.join(', ')}: choose from ${parts.join(', ')}.`);
const runs = (part: (typeof parts)[number]) => asked.length === 0 || asked.includes(part);

console.log('Commons benchmarks (one run; ratios compare figures taken in this same run)\n');
if (runs('api')) {
  await benchSiteInfo();
  console.log('');
  await benchLocationsStatus();
  console.log('');
}
if (runs('customers')) {
  await benchCustomers();
  console.log('');
}
if (runs('reservations')) {
  await benchReservations();
  console.log('');
}
if (runs('purchase')) {
  await benchPurchase();
  console.log('');
}
if (runs('checkout')) {
  await benchCheckout();
  console.log('');
}
if (runs('console')) {
  await benchConsole();
  console.log('');
}
if (runs('web')) {
  await benchInitialJs();
  console.log('');
  await benchLighthouse([
    { name: 'site home', path: '/northfield' },
    { name: 'menu page', path: '/northfield/whats-on-the-menu' },
  ]);
  console.log('');
}
if (runs('menus')) {
  await benchMenuScale();
  console.log('');
}
if (runs('drill')) await benchDrill();
