import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import { precompress } from '../../web/scripts/precompress.ts';
import { inputsHash, publishBuild } from '../../web/scripts/published-build.ts';

/**
 * `npm run build:console`: builds the staff console into its own folder and points apps/console/dist
 * at it, as the web app's build does (apps/web/scripts/published-build.ts); with the same sources
 * and settings as a kept build, reuses it at once.
 */
const consoleDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(consoleDir, '..', '..');
const inputs = ['apps/console/src', 'apps/console/public', 'apps/console/index.html', 'apps/console/vite.config.ts', 'apps/console/package.json', 'packages/domain/src', 'packages/contract/src', 'packages/ui/src', 'package-lock.json'];
const settings = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')));

const { folder, built } = await publishBuild(consoleDir, inputsHash(repoRoot, inputs, settings), async (outDir) => {
  await build({ root: consoleDir, configFile: join(consoleDir, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
  console.log(`precompressed ${precompress(outDir)} files`);
});
console.log(built ? `console built into ${folder}; apps/console/dist points at it` : `console unchanged: apps/console/dist points at ${folder}`);
