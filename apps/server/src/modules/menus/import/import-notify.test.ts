import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readConfig } from '../../../config.ts';
import { openDatabase, type Db } from '../../../db/client.ts';
import * as schema from '../../../db/schema/index.ts';
import { seedDemoData } from '../../../seed/seed-demo-data.ts';
import { createFreshDatabase } from '../../../test-support/fresh-database.ts';
import { MENUS_CHANGED_CHANNEL } from '../menus-changed.ts';
import { importMenus } from './import-menus.ts';

interface Listening {
  db: Db;
  heard: string[];
  close: () => Promise<void>;
}

/** A seeded database and a second session LISTENing on the menus channel (PostgreSQL), or PGlite's own listener. */
async function openListening(): Promise<Listening> {
  const heard: string[] = [];
  const { DATABASE_URL } = readConfig();
  if (DATABASE_URL) {
    const fresh = await createFreshDatabase(DATABASE_URL, 'commons_notify');
    const database = await openDatabase({ url: fresh.url, dataDir: 'memory://' });
    const listener = new pg.Client({ connectionString: fresh.url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`listen ${MENUS_CHANGED_CHANNEL}`);
    const close = async () => {
      await listener.end();
      await database.close();
      await fresh.drop();
    };
    return { db: database.db, heard, close };
  }
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: fileURLToPath(new URL('../../../db/migrations', import.meta.url)) });
  await client.listen(MENUS_CHANGED_CHANNEL, (payload) => heard.push(payload));
  return { db: db as unknown as Db, heard, close: () => client.close() };
}

describe('the menus_changed notification', () => {
  let l: Listening;
  let filesDir: string;
  let founders: number;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'commons-notify-'));
    l = await openListening();
    await seedDemoData(l.db, { filesDir, today: new Date('2025-03-08T15:00:00Z') });
    founders = (await l.db.select({ id: schema.locations.id }).from(schema.locations).where(eq(schema.locations.name, 'Founders Dining Commons')))[0]!.id;
  });
  afterAll(async () => {
    await l.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const menu = (name: string) => ({
    format: 'commons-menus/1',
    site: 'northfield',
    items: [{ id: 'n-soup', name, allergens: [] }],
    locations: [{ location_id: founders, periods: ['Breakfast', 'Lunch', 'Dinner'], days: [{ date: '2031-01-01', periods: [{ name: 'Lunch', categories: [{ name: 'Soups', items: ['n-soup'] }] }] }] }],
  });

  it('names the changed locations after a write, and stays silent when nothing changed', async () => {
    l.heard.length = 0;
    const heard = () => l.heard.map((payload) => JSON.parse(payload) as unknown);
    expect((await importMenus(l.db, menu('Onion Soup'))).ok).toBe(true);
    await vi.waitFor(() => expect(heard()).toEqual([[founders]]), { timeout: 10_000, interval: 20 });

    l.heard.length = 0;
    expect((await importMenus(l.db, menu('Onion Soup'))).ok).toBe(true);
    expect((await importMenus(l.db, menu('French Onion Soup'), { dryRun: true })).ok).toBe(true);
    // Notifications arrive in commit order: once a later real change is heard, anything the two
    // imports above had sent would have been heard before it.
    expect((await importMenus(l.db, menu('Tomato Soup'))).ok).toBe(true);
    await vi.waitFor(() => expect(heard().length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    expect(heard()).toEqual([[founders]]);
  });
});
