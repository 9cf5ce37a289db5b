import { test as base, expect, type APIRequestContext } from './test.ts';
import { FAULTS_PATH } from './server-faults.ts';

/** Makes exactly `paths` (API paths without a query) fail from now on; none when empty. */
async function failOnly(request: APIRequestContext, paths: string[]): Promise<void> {
  const answer = await request.put(FAULTS_PATH, { data: { paths } });
  expect(answer.ok()).toBe(true);
}

export interface ServerFaults {
  /** The server fails every call to these paths until `restore` or the end of the test. */
  fail(...paths: string[]): Promise<void>;
  restore(): Promise<void>;
}

/** Playwright's `test` with a `serverFaults` fixture that always restores the server after the test. */
export const test = base.extend<{ serverFaults: ServerFaults }>({
  serverFaults: async ({ request }, use) => {
    await use({ fail: (...paths) => failOnly(request, paths), restore: () => failOnly(request, []) });
    await failOnly(request, []);
  },
});
