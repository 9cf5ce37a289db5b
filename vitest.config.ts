import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/contract/scripts/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts', 'apps/console/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    pool: 'forks',
    // A file waits on PostgreSQL, SMTP or a child process much of its time: one fork per core, at
    // least two (on a 2-core machine the suite takes 0.67 of one fork's time), at most four, so
    // the apps' connection pools stay well under PostgreSQL's 100 connections.
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    // One seeded template database per demo date, copied by each test app (seeded-template.ts).
    globalSetup: ['apps/server/src/test-support/seed-templates-setup.ts'],
    // jsdom lacks CSS.escape, which React Aria uses; a no-op for tests without a document.
    setupFiles: ['apps/web/src/ui/testing/css-escape.ts'],
  },
});
