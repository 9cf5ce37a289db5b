/**
 * `npm run seed`: fills the database with the demo data set. A command-line entry, so it reads the
 * environment itself. Like config.ts, unset DATA_DIR and FILES_DIR default to data/ and data/files/
 * at the repository root, so `npm run seed` (run in apps/server) and the server agree.
 */
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';
import { countRows } from './reset-database.ts';
import { seedDemoData } from './seed-demo-data.ts';

const fromEnv = (value: string | undefined, fallback: URL): string => (value && value.length > 0 ? value : fileURLToPath(fallback));

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = fromEnv(process.env.DATA_DIR, new URL('../../../../data', import.meta.url));
  const filesDir = fromEnv(process.env.FILES_DIR, new URL('../../../../data/files', import.meta.url));
  const database = await openDatabase({ url, dataDir });
  try {
    await seedDemoData(database.db, { filesDir, today: new Date() });
    const counts = await countRows(database.db);
    const summary = ['sites', 'sections', 'locations', 'schedules', 'events', 'special_offers'].map((t) => `${counts[t] ?? 0} ${t}`).join(', ');
    const target = url ? 'PostgreSQL' : `PGlite in ${dataDir}`;
    console.log(`Seeded demo data into ${target}: ${summary}; images in ${filesDir}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
