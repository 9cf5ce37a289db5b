/**
 * What a failed database call says about the database. node-postgres names most of its own
 * failures by message alone (no code); PostgreSQL names its own by SQLSTATE.
 */

/** Network errors of the socket toward the database. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** The connection went away under a query (or was already gone when the query was sent). */
const LOST_MESSAGES = ['Connection terminated unexpectedly', 'Client has encountered a connection error and is not queryable'];

/** The message of a call refused at once because the database was found unreachable moments ago. */
export const UNREACHABLE_NOW = 'The database cannot be reached at the moment.';

/** No connection could be had, or the database stopped answering one. */
const UNREACHABLE_MESSAGES = [UNREACHABLE_NOW, 'Connection terminated due to connection timeout', 'Query read timeout', 'timeout expired'];

/**
 * Every connection of the pool stayed busy for the whole wait: the database may be slow or this
 * instance over its share, not the database gone.
 */
const POOL_BUSY = 'timeout exceeded when trying to connect';

/**
 * SQLSTATEs that say the server cannot serve now, not that the statement is wrong: connection
 * exceptions (class 08), a statement cancelled by `statement_timeout` (57014), a server shutting
 * down or starting up (57P01-57P03), too many connections (53300).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || code === '57014' || code.startsWith('57P') || code === '53300';

/** The error and its causes (drizzle wraps a driver's error as `cause`). */
function* chain(error: unknown): Generator<{ message?: unknown; code?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as { message?: unknown; code?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

const messageIn = (messages: readonly string[], message: unknown) => typeof message === 'string' && messages.some((m) => message.startsWith(m));

/** The wait for a free connection of the pool ran out. */
export const isPoolWait = (error: unknown) => [...chain(error)].some((e) => messageIn([POOL_BUSY], e.message));

/**
 * What kind of database failure an error is, judged by the outermost error in its chain that says:
 * - `lost`: the connection dropped under the query (or was found dead when it was sent), so a read
 *   may be sent again on another connection;
 * - `unreachable`: no connection could be had, or the database stopped answering one;
 * - `unavailable`: the database answered that it cannot serve now (a statement timeout, a shutdown),
 *   or no connection of the pool came free in time;
 * - null: not a fault of the database (a constraint, a bad statement, the application's own error).
 */
export function faultOf(error: unknown): 'lost' | 'unreachable' | 'unavailable' | null {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (messageIn(UNREACHABLE_MESSAGES, e.message)) return 'unreachable';
    if (messageIn([POOL_BUSY], e.message)) return 'unavailable';
    if (messageIn(LOST_MESSAGES, e.message) || code === 'ECONNRESET' || code === 'EPIPE' || code === '57P01' || code === '57P02') return 'lost';
    if (NETWORK_CODES.has(code) || code === '57P03' || code === '53300' || code.startsWith('08')) return 'unreachable';
    if (/^[0-9A-Z]{5}$/.test(code)) return isUnavailableState(code) ? 'unavailable' : null;
  }
  return null;
}

/** A failure of the database, not of the request: the API answers it with a 503 and Retry-After. */
export const isDatabaseUnavailable = (error: unknown) => faultOf(error) !== null;

/** Functions whose call in a SELECT changes something, so the statement is not a pure read. */
const WRITING_CALLS = /\b(nextval|setval|pg_notify|pg_advisory\w*|pg_try_advisory\w*|pg_terminate_backend|pg_cancel_backend|set_config|lo_\w+)\s*\(/i;

/**
 * Is a statement a read that may be sent twice? A plain SELECT that takes no row locks and calls
 * none of the functions that write; anything else (a WITH, which may hold a data-changing part,
 * an INSERT … RETURNING, a DO block) is a write.
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  if (!/^select\b/i.test(statement)) return false;
  return !WRITING_CALLS.test(statement) && !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(statement) && !/\binto\b/i.test(statement);
}
