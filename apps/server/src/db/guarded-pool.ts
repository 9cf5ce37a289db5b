import pg from 'pg';
import { faultOf, isReadOnlyStatement, UNREACHABLE_NOW } from './faults.ts';

/** Time limits toward PostgreSQL (config DB_STATEMENT_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS). */
export interface DatabaseLimits {
  /** How long a statement may run on the server; 0 for no limit. */
  statementTimeoutMs: number;
  /** How long to wait for a connection: a new one, or a free one of the pool. */
  connectTimeoutMs: number;
}

/**
 * How much longer than `statement_timeout` the client waits for an answer before it gives the
 * connection up: the server cancels a slow statement itself (and keeps the connection), so the
 * client's own limit only fires when the server or the network stopped answering at all.
 */
const CLIENT_GRACE_MS = 1000;

/** How often the database is tried again, on a connection of its own, while it cannot be reached. */
const PROBE_EVERY_MS = 500;

/** The settings of every connection made toward the database under `limits`. */
export function connectionSettings(url: string, limits: DatabaseLimits): pg.ClientConfig {
  const statement = limits.statementTimeoutMs;
  return {
    connectionString: url,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    keepAlive: true,
    ...(statement > 0 ? { statement_timeout: statement, query_timeout: statement + CLIENT_GRACE_MS } : {}),
  };
}

type Send = (config: string | pg.QueryConfig, values?: unknown) => Promise<pg.QueryResult>;

const textOf = (config: string | pg.QueryConfig) => (typeof config === 'string' ? config : config.text);

/**
 * A pg pool that fails fast and heals:
 * - every connection has `statement_timeout`, a client-side read timeout a little longer, and a
 *   connect timeout that also bounds the wait for a free connection;
 * - once the database is found unreachable (no connection in time, or no answer on one), calls fail
 *   at once, without queueing behind hung connections, until a probe on a fresh connection answers;
 * - a read cut off by a dropped connection is sent once more (on another connection); a write never is;
 * - a client goes back to the pool only when it is outside any transaction, so a transaction cut
 *   short by a timeout never leaves its connection to the next caller.
 */
export function guardedPool(url: string, limits: DatabaseLimits) {
  const settings = connectionSettings(url, limits);
  const pool = new pg.Pool({ ...settings, max: 10 });
  // An idle connection that the server closes (a restart, a dropped database) is not a request's
  // failure: the pool discards that client and opens a new one for the next query.
  pool.on('error', () => undefined);

  let isDown = false;
  let closed = false;
  let probe: NodeJS.Timeout | undefined;

  async function tryAgain(): Promise<void> {
    const client = new pg.Client({ ...settings, query_timeout: limits.connectTimeoutMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      isDown = false;
    } catch {
      if (!closed) schedule();
    } finally {
      void client.end().catch(() => undefined);
    }
  }
  const schedule = () => {
    probe = setTimeout(() => void tryAgain(), PROBE_EVERY_MS);
    probe.unref();
  };
  /** Notes what a failure says of the database; an unreachable one starts the probe. */
  const judge = (error: unknown) => {
    if (faultOf(error) === 'unreachable' && !isDown && !closed) {
      isDown = true;
      schedule();
    }
  };

  const send = pool.query.bind(pool) as Send;
  async function query(config: string | pg.QueryConfig, values?: unknown): Promise<pg.QueryResult> {
    if (isDown) throw new Error(UNREACHABLE_NOW);
    try {
      return await send(config, values);
    } catch (error) {
      judge(error);
      if (faultOf(error) !== 'lost' || !isReadOnlyStatement(textOf(config))) throw error;
    }
    // The other connections the drop took (a restart, a cut link) are noticed first.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      return await send(config, values);
    } catch (error) {
      judge(error);
      throw error;
    }
  }

  const connect = pool.connect.bind(pool);
  async function connectGuarded(): Promise<pg.PoolClient> {
    if (isDown) throw new Error(UNREACHABLE_NOW);
    const client = await connect().catch((error: unknown) => {
      judge(error);
      throw error;
    });
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => release(error ?? (client.getTransactionStatus() === 'I' ? undefined : new Error('The connection was left inside a transaction.')));
    return client;
  }

  // Callers with a callback (the pool's own query) go to the pool as it is.
  const poolQuery = pool.query.bind(pool);
  pool.query = ((config: string | pg.QueryConfig, values?: unknown, callback?: unknown) =>
    callback !== undefined || typeof values === 'function' ? poolQuery(config as string, values as never, callback as never) : query(config, values)) as typeof pool.query;
  pool.connect = ((callback?: unknown) => (callback ? connect(callback as never) : connectGuarded())) as typeof pool.connect;

  return {
    pool,
    /** False from a failure to reach the database until a probe answers again. */
    isReachable: () => !isDown,
    close: async () => {
      closed = true;
      clearTimeout(probe);
      await pool.end();
    },
  };
}
