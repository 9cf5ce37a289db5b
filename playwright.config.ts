import { defineConfig, devices } from '@playwright/test';
import { noonInNewYork } from './e2e/support/clock.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// One "now" for the whole run (e2e/support/clock.ts): the workers inherit it from the runner.
process.env.CLOCK_CHOSEN_AT ??= String(Date.now());
process.env.CLOCK_START ??= noonInNewYork(new Date(Number(process.env.CLOCK_CHOSEN_AT)));
// Links the server writes (reset e-mails, the reset page's redirect) lead to this server.
process.env.PUBLIC_BASE_URL ??= `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The multi-campus host of the demo data (host_settings), served by the same local server.
        '--host-resolver-rules=MAP campuses.localhost 127.0.0.1',
      ],
    },
  },
  webServer: {
    // Node runs the script itself (no npx wrapper), so the SIGTERM below reaches it and it drops its
    // database and temporary folder before it exits.
    command: 'node --import tsx e2e/support/serve.ts',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port), CLOCK_START: process.env.CLOCK_START, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
