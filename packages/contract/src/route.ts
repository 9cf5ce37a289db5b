import { z } from 'zod';

/** One API call: method, path (with `{param}` placeholders) and the schemas of its parts. */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly answer: A;
  /** The answer's media type when it is not JSON (an iCalendar file, an XML feed); failures are JSON all the same. */
  readonly mediaType?: string;
}

const none = z.object({}).strict();
export type NoInput = z.infer<typeof none>;

interface Parts<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  mediaType?: string;
}

export function get<A extends z.ZodType, P extends z.ZodType = typeof none, Q extends z.ZodType = typeof none>(
  path: string,
  parts: Parts<P, Q, typeof none>,
  answer: A,
): RouteDef<P, Q, typeof none, A> {
  return {
    method: 'GET',
    path,
    summary: parts.summary,
    tag: parts.tag,
    params: (parts.params ?? none) as P,
    query: (parts.query ?? none) as Q,
    body: none,
    answer,
    ...(parts.mediaType ? { mediaType: parts.mediaType } : {}),
  };
}

export function post<A extends z.ZodType, B extends z.ZodType, P extends z.ZodType = typeof none>(
  path: string,
  parts: Parts<P, typeof none, B> & { body: B },
  answer: A,
): RouteDef<P, typeof none, B, A> {
  return {
    method: 'POST',
    path,
    summary: parts.summary,
    tag: parts.tag,
    params: (parts.params ?? none) as P,
    query: none,
    body: parts.body,
    answer,
  };
}

export function put<A extends z.ZodType, B extends z.ZodType, P extends z.ZodType = typeof none>(
  path: string,
  parts: Parts<P, typeof none, B> & { body: B },
  answer: A,
): RouteDef<P, typeof none, B, A> {
  return { ...post(path, parts, answer), method: 'PUT' };
}

/** A DELETE with a JSON body (DELETE reservations/, docs/product/api.md#reservations). */
export function del<A extends z.ZodType, B extends z.ZodType, P extends z.ZodType = typeof none>(
  path: string,
  parts: Parts<P, typeof none, B> & { body: B },
  answer: A,
): RouteDef<P, typeof none, B, A> {
  return { ...post(path, parts, answer), method: 'DELETE' };
}

/** The body of every failure. */
export const errorAnswer = z.object({
  status: z.literal('error'),
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
