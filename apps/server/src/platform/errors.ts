import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, statusOf, TooManyAttempts } from './app-error.ts';
import { errorBody } from './error-body.ts';
import { isDatabaseUnavailable } from '../db/faults.ts';

/** Seconds a client is asked to wait before it tries a shutting-down instance's address again. */
const RETRY_AFTER_CLOSING = 1;

/**
 * Seconds a client is asked to wait when the database cannot serve: about what the server needs to
 * notice it is back (a probe every half second, a connection made within DB_CONNECT_TIMEOUT_MS).
 */
export const RETRY_AFTER_DATABASE = 5;

/**
 * Turns every failure into `{ status: 'error', msg, errors? }`; hides the detail of a 5xx. While the
 * server shuts down, a request that still arrives (on a kept-alive connection) is a 503 in the same
 * shape, told when to retry; Fastify's own 503 is turned off for it (`return503OnClosing: false`).
 * A database that cannot be reached, stopped answering or cancelled a statement for taking too
 * long is a 503 with Retry-After too (db/faults.ts): the request may well succeed a moment later.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) return reply.status(statusOf[error.code]).send(errorBody(error.message, error.errors));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database could not serve the request');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_DATABASE))
        .send(errorBody('The service is unavailable for a moment. Please try again shortly.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(errorBody('Something went wrong.'));
    }
    if (status === 429) return reply.status(429).send(errorBody('Too many requests. Please wait a moment and try again.'));
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(errorBody('The request is too large.'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(errorBody('Send JSON.'));
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send(errorBody('The request body is not valid JSON.'));
    }
    return reply.status(status).send(errorBody(error.message || 'The request could not be handled.'));
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every request and costs no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_CLOSING))
      .header('connection', 'close')
      .send(errorBody('The server is restarting. Please try again in a moment.'));
  });
});
