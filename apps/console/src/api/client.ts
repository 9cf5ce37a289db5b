import type { RouteDef } from '@commons/contract';
import { buildPath, type Endpoint } from '@commons/contract/endpoints';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

const TIMEOUT_MS = 20_000;

export interface CallInput<R extends RouteDef> {
  params?: z.input<R['params']>;
  query?: z.input<R['query']>;
  body?: z.input<R['body']>;
  signal?: AbortSignal;
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one console route. A non-2xx answer, a body with `status: 'error'`, a network failure or a
 * 20 s time-out all become an ApiError; a success is typed by the route's answer schema. The
 * session cookie (SameSite=Strict, path /v1/console) goes with every call.
 */
export async function api<R extends RouteDef>(route: Endpoint<R>, input: CallInput<R> = {}): Promise<z.output<R['answer']>> {
  const url = buildPath(route.path, (input.params ?? {}) as Record<string, string | number>) + queryString(input.query as object | undefined);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      signal,
      headers: { accept: 'application/json', ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
    });
  } catch (cause) {
    if (input.signal?.aborted) throw cause;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  const failure = body as { status?: unknown; msg?: unknown; errors?: Record<string, string> } | null;
  if (!response.ok || failure?.status === 'error') {
    const msg = typeof failure?.msg === 'string' ? failure.msg : 'Something went wrong.';
    throw new ApiError(response.status, msg, failure?.errors ?? {});
  }
  return body as z.output<R['answer']>;
}
