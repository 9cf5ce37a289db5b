import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Every table of the public schema (drizzle keeps its migration journal in its own schema). */
export async function publicTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return result.rows.map((row) => row.tablename);
}

/** Empties every table and restarts every id sequence, so the seed yields the same ids on each run. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = await publicTables(db);
  if (tables.length === 0) return;
  const list = tables.map((name) => `"public"."${name.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`));
}

/** Row count of each public table, by table name. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "public"."${table.replace(/"/g, '""')}"`));
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
