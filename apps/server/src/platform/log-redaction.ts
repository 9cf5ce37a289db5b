import type { FastifyRequest } from 'fastify';

/** Pages whose address carries a secret: a password reset link's key. */
const SECRET_PATH = /\/(customerResetPassword|resetPassword)\/[^/?#]*/gi;

/** A request address as logs may show it: a reset link's key is replaced by `[key]`. */
export const redactedUrl = (url: string) => url.replace(SECRET_PATH, '/$1/[key]');

/** Fastify's request serializer, less the secret a page address may carry. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Where a failed query's message lists the values it was given (drizzle's "Failed query: …\nparams: …"). */
const QUERY_PARAMS = /\n\s*params:[\s\S]*$/;

/** An error's message as logs may show it: a failed query's statement, never the values it carried. */
export function errorMessageForLog(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(QUERY_PARAMS, '');
}

/**
 * What a log line keeps of an error. Database errors carry the values of the statement that
 * failed (drizzle's and PGlite's `params`, PostgreSQL's `detail` such as "Key (email)=(…) already
 * exists", `where`): a buyer's name, e-mail address, phone or address would land in the log. Only
 * these fields are kept; the statement's text (`query`, with `$1` placeholders) says what failed.
 */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'query'] as const;
const MAX_CAUSES = 4;

/** An error as a log line shows it (the shape of pino's own error serializer). */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function loggedError(error: Error, depth: number): LoggedError {
  const message = errorMessageForLog(error);
  const logged: LoggedError = { type: error.constructor.name, message, stack: (error.stack ?? '').replace(error.message, () => message) };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  const { cause } = error;
  if (cause !== undefined && depth < MAX_CAUSES) logged.cause = cause instanceof Error ? loggedError(cause, depth + 1) : errorMessageForLog(cause);
  return logged;
}

/** The log's `err` serializer; a thrown value that is no Error is logged as its text. */
export const errorForLog = (error: Error): LoggedError =>
  error instanceof Error ? loggedError(error, 0) : { type: typeof error, message: errorMessageForLog(error), stack: '' };
