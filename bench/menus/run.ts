import { benchMenuScale } from './menu-scale.bench.ts';

/** `npx tsx bench/menus/run.ts`: the menu scale bench alone (also the last part of `npm run bench`). */
await benchMenuScale();
