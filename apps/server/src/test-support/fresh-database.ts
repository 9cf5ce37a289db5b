import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one test run or file, and how to drop it. */
export interface FreshDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates an empty PostgreSQL database (or a copy of `template`) next to the one `baseUrl` names
 * and returns its URL and a drop function, so every test run (or file) starts from nothing.
 */
export async function createFreshDatabase(baseUrl: string, prefix: string, template?: string): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const create = template ? `create database "${name}" template "${template}"` : `create database "${name}"`;
    if (!(await whenNotInUse(admin, create))) throw new Error(`The template database ${template} stayed in use: no copy of it could be made.`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await dropWhenIdle(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Runs `statement` (a drop, a rename, a copy), waiting while another session is still on the
 * database it names: a closed pool's connections leave the server a moment after `end()` resolves.
 * True when it ran; false when the database stayed in use for 5 s.
 */
export async function whenNotInUse(client: pg.Client, statement: string): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(statement);
      return true;
    } catch (error) {
      const stillInUse = (error as { code?: string }).code === '55006';
      if (!stillInUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

/** Drops a database once its sessions are gone; dropping with `force` earlier would kill them mid-goodbye, so force is the last resort. */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  if (!(await whenNotInUse(client, `drop database if exists "${name}"`))) await client.query(`drop database if exists "${name}" with (force)`);
}
