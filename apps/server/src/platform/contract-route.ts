import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@commons/contract';
import { AppError } from './app-error.ts';
import { fieldErrors } from './zod-errors.ts';

export interface RouteInput<R extends RouteDef> {
  params: z.output<R['params']>;
  query: z.output<R['query']>;
  body: z.output<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Returned by a handler that has already sent its answer itself (e.g. a cached, serialized one).
 * The reply cannot be returned through a promise: a Fastify reply is a thenable, and awaiting it
 * waits for the response to finish and yields undefined.
 */
export const ALREADY_SENT: unique symbol = Symbol('already sent');

/** A handler returns the answer, or ALREADY_SENT when it has sent the answer itself. */
type Handler<R extends RouteDef> = (input: RouteInput<R>) => Promise<z.input<R['answer']> | typeof ALREADY_SENT>;

function parsePart<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('invalid', 'Please check the highlighted fields.', fieldErrors(result.error));
  return result.data as z.output<S>;
}

/** Fastify path syntax (`:slug`) from the contract's `{slug}`. */
const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers one contract call: its params, query and body are validated by the shared schemas
 * (bad input is a 400 with field errors) and its answer is shaped by the answer schema, which
 * strips every field the contract does not name.
 */
export function contractRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: Handler<R>, options: Pick<RouteOptions, 'bodyLimit' | 'preHandler'> = {}): void {
  app.route({
    ...options,
    method: def.method,
    url: toFastifyPath(def.path),
    handler: async (request, reply) => {
      const params = parsePart(def.params, request.params) as z.output<R['params']>;
      const query = parsePart(def.query, request.query) as z.output<R['query']>;
      const body = (def.method === 'GET' ? {} : parsePart(def.body, request.body)) as z.output<R['body']>;
      const answer = await handler({ params, query, body, request, reply });
      if (answer === ALREADY_SENT) return reply;
      return def.answer.parse(answer);
    },
  });
}
