import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { reactOnPreact } from './apps/web/react-on-preact.ts';

/** React Router's ES module build: its CommonJS build, which Node would pick, bypasses the aliases. */
const reactRouterModule = fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url));

export default defineConfig({
  // The web app's components render on Preact in the tests as in the build; the React libraries are
  // bundled so that their React imports take the same path.
  resolve: { alias: [...reactOnPreact, { find: /^react-router$/, replacement: reactRouterModule }] },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    pool: 'forks',
    server: { deps: { inline: ['@tanstack/react-query', 'react-router'] } },
  },
});
