import pg from 'pg';
import { faultOf, isPoolWait, isReadOnlyStatement, UNREACHABLE_NOW } from './faults.ts';

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

/** How long a cut-off read waits before it is sent again. */
const RETRY_PAUSE_MS = 25;

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
 * - once the database is found unreachable (no connection in time, no answer on one, or no free
 *   connection in time while none of them got an answer), calls fail
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
      answeredAt = performance.now();
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
  /** When a statement last got its answer: a pool that is merely busy still finishes some. */
  let answeredAt = performance.now();
  /**
   * Notes what a failure says of the database; an unreachable one starts the probe. A wait for a
   * free connection that ran out is one too when no statement got an answer all the while: the
   * connections are not busy, they hang.
   */
  const judge = (error: unknown) => {
    const fault = faultOf(error);
    const isHung = fault === 'unavailable' && isPoolWait(error) && performance.now() - answeredAt >= limits.connectTimeoutMs;
    if ((fault === 'unreachable' || isHung) && !isDown && !closed) {
      isDown = true;
      schedule();
    }
  };
  const answered = (result: pg.QueryResult) => {
    answeredAt = performance.now();
    return result;
  };

  const send = pool.query.bind(pool) as Send;
  async function query(config: string | pg.QueryConfig, values?: unknown): Promise<pg.QueryResult> {
    if (isDown) throw new Error(UNREACHABLE_NOW);
    try {
      return answered(await send(config, values));
    } catch (error) {
      judge(error);
      if (faultOf(error) !== 'lost' || !isReadOnlyStatement(textOf(config))) throw error;
    }
    // The other connections the same drop took (a restart, a cut link) are noticed first, so the
    // second try does not take one of them from the pool.
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    try {
      return answered(await send(config, values));
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
    client.release = (error?: Error | boolean) => {
      const isIdle = client.getTransactionStatus() === 'I';
      if (!error && isIdle) answeredAt = performance.now();
      release(error ?? (isIdle ? undefined : new Error('The connection was left inside a transaction.')));
    };
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
