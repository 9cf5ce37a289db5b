import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sections } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const today = new Date('2026-11-22T16:50:00Z');
const dist = mkdtempSync(join(tmpdir(), 'commons-dist-'));
let t: TestApp;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Campus Dining</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ today, webDistDir: dist });
  // One section of the demo data loads an operator's widget; another names a plain-http script.
  const [first, second] = await t.database.db.select({ id: sections.id }).from(sections).limit(2);
  await t.database.db.update(sections).set({ use_script: true, script_url: 'https://widgets.example.com/menu.js' }).where(eq(sections.id, first!.id));
  await t.database.db.update(sections).set({ use_script: true, script_url: 'http://insecure.example.com/x.js' }).where(eq(sections.id, second!.id));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const policyOf = async (url: string, accept = 'text/html') => String((await t.app.inject({ url, headers: { accept } })).headers['content-security-policy']);
const directive = (policy: string, name: string) => policy.split(';').find((d) => d.startsWith(`${name} `));

describe("a page's Content-Security-Policy", () => {
  it('lets scripts run from this origin and the https hosts sections are configured to load, on every page', async () => {
    for (const url of ['/', '/northfield', '/lakeside/whats-on-the-menu']) {
      const policy = await policyOf(url);
      expect(directive(policy, 'script-src'), url).toBe("script-src 'self' https://widgets.example.com");
      expect(directive(policy, 'frame-src'), url).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    }
  });

  it('keeps the data policy on API answers', async () => {
    expect(await policyOf('/v1/sites/public', 'application/json')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
