import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../config.ts';
import { templatePrefix } from './seeded-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's seeded template databases (seeded-template.ts); absent outside a Vitest run with this setup. */
    seedTemplateRun: string;
  }
}

/**
 * Vitest's global setup: one id for this run's seeded templates, which test apps copy instead of
 * migrating and seeding a database each; at the end of the run, its templates and their files go.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('seedTemplateRun', runId);
  return async () => {
    const prefix = templatePrefix(runId);
    for (const entry of readdirSync(tmpdir())) if (entry.startsWith(prefix)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    const baseUrl = readConfig().DATABASE_URL;
    if (!baseUrl) return;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
