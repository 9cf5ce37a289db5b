import type { InjectOptions } from 'fastify';
import type { z } from 'zod';

/** An address the fuzz sends to: a contract route, or a plain one with schemas written for it. */
export interface FuzzTarget {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `{param}` placeholders. */
  path: string;
  /** The address as registered with Fastify (`:param`, `*`). */
  fastifyUrl: string;
  params: z.ZodType;
  query: z.ZodType;
  body: z.ZodType;
}

/** Text that is percent-encoded (as UTF-8, unpaired surrogates as their 3-byte form), or `{ raw }` sent as it is. */
export type Piece = string | { raw: string };

export type FuzzBody = { json: unknown } | { raw: string; contentType: string | undefined };

export interface FuzzRequest {
  method: string;
  params: Record<string, Piece>;
  /** Key-value pairs in order; a key may repeat. */
  query: [Piece, Piece][];
  body?: FuzzBody | undefined;
  headers?: Record<string, string> | undefined;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-encodes each code point's UTF-8 bytes; an unpaired surrogate gets the bytes of its code point, as a hostile client sends them. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    const cp = char.codePointAt(0) ?? 0;
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

const encode = (piece: Piece) => (typeof piece === 'string' ? percentEncode(piece) : piece.raw);

export function urlOf(target: FuzzTarget, request: FuzzRequest): string {
  const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(request.params[name] ?? ''));
  const query = request.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** The inject options of a request, from its own address so per-address rate limits stay out of the way. */
export function injectOf(target: FuzzTarget, request: FuzzRequest, remoteAddress: string): InjectOptions {
  const headers: Record<string, string> = { ...request.headers };
  let payload: string | undefined;
  const body = request.body;
  if (body && 'json' in body) {
    payload = JSON.stringify(body.json) ?? 'null';
    headers['content-type'] ??= 'application/json';
  } else if (body) {
    payload = body.raw;
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  }
  return { method: request.method as InjectOptions['method'], url: urlOf(target, request), headers, remoteAddress, ...(payload === undefined ? {} : { payload }) };
}

let addresses = 0;
/** A new client address per request (10.x.y.z). */
export const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
