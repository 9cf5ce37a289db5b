import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sites } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The ids of demo sites by slug. */
export async function siteIdsBySlug(t: TestApp, slugs: readonly string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const slug of slugs) ids[slug] = (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)))[0]!.id;
  return ids;
}

/** A public call asked about an unpublished site and an unknown one answers 404 'Invalid site.' for both. */
export async function expectInvalidSite(call: (siteId: number) => Promise<Answer>, unpublishedSiteId: number): Promise<void> {
  for (const id of [unpublishedSiteId, 987_654]) {
    const res = await call(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  }
}

/** A GET call that takes `site_id` answers 400 with a field error for it missing or malformed, each with its message. */
export async function expectSiteIdFieldErrors(t: TestApp, path: string): Promise<void> {
  const missing = await t.app.inject({ method: 'GET', url: path });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toMatchObject({ status: 'error', errors: { site_id: expect.any(String) } });
  const malformed: [string, string][] = [
    ['abc', 'Must be a number.'],
    ['1.5', 'Must be a whole number.'],
    ['0', 'Must be a positive number.'],
    ['-3', 'Must be a positive number.'],
    ['99999999999', 'Too large.'],
  ];
  for (const [value, message] of malformed) {
    const res = await t.app.inject({ method: 'GET', url: `${path}?site_id=${value}` });
    expect(res.statusCode, value).toBe(400);
    expect(res.json().errors.site_id, value).toBe(message);
  }
}
