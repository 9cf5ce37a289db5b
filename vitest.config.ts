import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/contract/scripts/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    pool: 'forks',
    // jsdom lacks CSS.escape, which React Aria uses; a no-op for tests without a document.
    setupFiles: ['apps/web/src/ui/testing/css-escape.ts'],
  },
});
