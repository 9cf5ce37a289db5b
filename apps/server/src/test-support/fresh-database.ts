import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty PostgreSQL database next to the one `baseUrl` names and returns its URL and a
 * drop function, so every test run (or file) starts from nothing.
 */
export async function createFreshDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
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
 * A closed pool's connections leave the server a moment after `end()` resolves; dropping with
 * `force` at that moment would kill them mid-goodbye. Wait for them to go, force only as a last resort.
 */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(`drop database if exists "${name}"`);
      return;
    } catch (error) {
      const stillInUse = (error as { code?: string }).code === '55006';
      if (!stillInUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`drop database if exists "${name}" with (force)`);
}
