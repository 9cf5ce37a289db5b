import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';
import { seedDemoData } from './seed-demo-data.ts';

/** First start: an empty database gets the demo data; a database with sites is left alone. */
export async function ensureDemoData(db: Db, filesDir: string, today = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db, { filesDir, today });
  return true;
}
