import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { connectionSettings, guardedPool, type DatabaseLimits } from './guarded-pool.ts';

export type { DatabaseLimits } from './guarded-pool.ts';

/** The limits the settings DB_STATEMENT_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS name. */
export const limitsOf = (config: { DB_STATEMENT_TIMEOUT_MS: number; DB_CONNECT_TIMEOUT_MS: number }): DatabaseLimits => ({
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
});

export type Schema = typeof schema;
/** Both drivers expose the same query builder; the node-postgres type names it. */
export type Db = NodePgDatabase<Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping(): Promise<void>;
  /**
   * False while the database is known not to answer (from a failed connection or a read timeout
   * until a probe gets through): callers that can do without it (a page's head) skip it at once.
   */
  isReachable(): boolean;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (from any process on PostgreSQL), and with no
   * payload whenever the listening connection was lost and re-made, since notices may have been missed.
   */
  listen(channel: string, onNotify: (payload: string | undefined) => void): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** No time limits: scripts (imports, seeding) whose statements may run long. */
const UNLIMITED: DatabaseLimits = { statementTimeoutMs: 0, connectTimeoutMs: 10_000 };

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory for
 * `memory://`). On PostgreSQL, `limits` bound every statement and every wait for a connection
 * (guarded-pool.ts); migrations run first on a connection of their own without a statement limit.
 */
export async function openDatabase(options: { url?: string | undefined; dataDir: string; limits?: DatabaseLimits }): Promise<Database> {
  if (options.url) {
    const limits = options.limits ?? UNLIMITED;
    await migrateOnOwnConnection(options.url, limits.connectTimeoutMs);
    const guarded = guardedPool(options.url, limits);
    const db = drizzlePg(guarded.pool, { schema });
    const listener = postgresListener(options.url, limits);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await guarded.pool.query('select 1')),
      isReachable: guarded.isReachable,
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await guarded.close();
      },
    };
  }
  const inMemory = options.dataDir === 'memory://';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(inMemory ? undefined : `${options.dataDir}/pglite`);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const unlisten: (() => Promise<void>)[] = [];
  return {
    // The PGlite and node-postgres builders share one query API; tests run both.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await pgliteDb.execute(sql`select 1`)),
    isReachable: () => true,
    listen: async (channel, onNotify) => {
      unlisten.push(await client.listen(channel, (payload) => onNotify(payload)));
    },
    close: async () => {
      for (const stop of unlisten) await stop();
      await client.close();
    },
  };
}

async function migrateOnOwnConnection(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** One dedicated connection for LISTEN, made again (after a pause) whenever it drops. */
function postgresListener(url: string, limits: DatabaseLimits) {
  const channels = new Map<string, Set<(payload: string | undefined) => void>>();
  const tell = (channel: string, payload: string | undefined) => channels.get(channel)?.forEach((onNotify) => onNotify(payload));
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    // No statement limit here: the connection waits for notices, it runs nothing long.
    const next = new pg.Client({ ...connectionSettings(url, { ...limits, statementTimeoutMs: 0 }) });
    next.on('notification', (message) => tell(message.channel, message.payload));
    next.on('error', () => {
      if (client !== next || closed) return;
      client = undefined;
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void reconnect(), 1000);
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await connect();
      for (const channel of channels.keys()) tell(channel, undefined);
    } catch {
      retry = setTimeout(() => void reconnect(), 1000);
    }
  }

  return {
    async listen(channel: string, onNotify: (payload: string | undefined) => void): Promise<void> {
      const known = channels.get(channel);
      if (known) {
        known.add(onNotify);
        return;
      }
      channels.set(channel, new Set([onNotify]));
      if (client) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      else await connect();
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
