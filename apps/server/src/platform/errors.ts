import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, statusOf } from './app-error.ts';

/** Turns every failure into `{ status: 'error', msg, errors? }`; hides the detail of a 5xx. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(statusOf[error.code]).send({ status: 'error', msg: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ status: 'error', msg: 'Something went wrong.' });
    }
    if (status === 429) return reply.status(429).send({ status: 'error', msg: 'Too many requests. Please wait a moment and try again.' });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ status: 'error', msg: 'The request is too large.' });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ status: 'error', msg: 'Send JSON.' });
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ status: 'error', msg: 'The request body is not valid JSON.' });
    }
    return reply.status(status).send({ status: 'error', msg: error.message });
  });
});
