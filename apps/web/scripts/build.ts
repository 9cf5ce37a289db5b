import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import { precompress } from './precompress.ts';
import { inputsHash, publishBuild } from './published-build.ts';

/**
 * `npm run build:web`: builds the web app into its own folder and points apps/web/dist at it
 * (published-build.ts); with the same sources and settings as a kept build, reuses it at once.
 */
const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webDir, '..', '..');
const inputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/domain/src', 'packages/contract/src', 'packages/ui/src', 'package-lock.json'];
// The build reads VITE_* settings (e.g. VITE_MAP_TILE_URL), so they are inputs too.
const settings = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')));

const { folder, built } = await publishBuild(webDir, inputsHash(repoRoot, inputs, settings), async (outDir) => {
  await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
  console.log(`precompressed ${precompress(outDir)} files`);
});
console.log(built ? `web app built into ${folder}; apps/web/dist points at it` : `web app unchanged: apps/web/dist points at ${folder}`);
