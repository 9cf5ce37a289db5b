import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { createFreshDatabase, whenNotInUse, type FreshDatabase } from './fresh-database.ts';

/** Every template of one test run starts with this; the run's teardown drops them by it. */
export const templatePrefix = (runId: string) => `commons_tpl_${runId}`;

/** Where a template's seeded files wait to be copied into each test app's files folder. */
export const templateFilesDir = (name: string) => join(tmpdir(), name);

/**
 * A fresh database holding the demo data as of `today`, with its files copied into `filesDir`.
 * The first test file of the run that asks for a date migrates and seeds a template database (and
 * its files) under an advisory lock; every app then gets a copy (CREATE DATABASE … TEMPLATE),
 * which takes a fraction of the migrations and the seed. A template is renamed into place only
 * once seeded, so a worker that died half-way leaves nothing another would copy. The run's global
 * teardown drops the templates (seed-templates-setup.ts).
 */
export async function copyOfSeededDatabase(baseUrl: string, runId: string, today: Date, filesDir: string): Promise<FreshDatabase> {
  const name = `${templatePrefix(runId)}_${today.getTime().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await seedTemplate(admin, baseUrl, name, today);
  } finally {
    await admin.end();
  }
  const copy = await createFreshDatabase(baseUrl, 'commons_test', name);
  cpSync(templateFilesDir(name), filesDir, { recursive: true });
  return copy;
}

async function seedTemplate(admin: pg.Client, baseUrl: string, name: string, today: Date): Promise<void> {
  const building = `${name}_building`;
  const filesDir = templateFilesDir(name);
  await admin.query(`drop database if exists "${building}" with (force)`);
  await admin.query(`create database "${building}"`);
  rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(filesDir, { recursive: true });
  const url = new URL(baseUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  try {
    await seedDemoData(database.db, { filesDir, today });
  } finally {
    await database.close();
  }
  if (!existsSync(filesDir)) throw new Error(`The seed wrote no files to ${filesDir}.`);
  if (!(await whenNotInUse(admin, `alter database "${building}" rename to "${name}"`))) throw new Error(`The template database ${building} stayed in use after its seed.`);
}
