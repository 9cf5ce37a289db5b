import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app on PostgreSQL copies the run's seeded template (seeded-template.ts) instead of
 * migrating and seeding its own database: the copy must hold what a seed of its own would.
 */
const TODAY = new Date('2026-11-22T16:50:00Z');
const apps: TestApp[] = [];
afterAll(async () => {
  // The last first: the app seeded in place uses the database the one before it made.
  for (const app of apps.reverse()) await app.close();
});

/** Every table's row count, by name (times and password hashes a seed makes anew differ between seeds). */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [row] = (await db.execute<{ rows: number }>(sql.raw(`select count(*)::int as rows from ${name}`))).rows;
    counts[name] = row?.rows ?? -1;
  }
  return counts;
}

/** Every file under `dir`, with its size. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${relative(dir, join(entry.parentPath, entry.name))} ${statSync(join(entry.parentPath, entry.name)).size}`)
    .sort();

describe.runIf(readConfig().DATABASE_URL)('a test app’s seeded database', () => {
  it('holds as many rows in every table as a seed of its own, and the same files', async () => {
    const copied = await createTestApp({ today: TODAY });
    apps.push(copied);
    // The same database as a seed of its own: a database given by URL is seeded in place.
    const ownSeed = await createTestApp({ today: TODAY, seed: false });
    apps.push(ownSeed);
    const seeded = await createTestApp({ today: TODAY, databaseUrl: ownSeed.databaseUrl });
    apps.push(seeded);
    expect(filesOf(copied.filesDir)).toEqual(filesOf(seeded.filesDir));
    const counts = await rowCounts(copied.database.db);
    expect(counts['public.sites']).toBe(6);
    expect(counts).toEqual(await rowCounts(seeded.database.db));
  });
});
