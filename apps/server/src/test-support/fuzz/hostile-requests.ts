import type { FuzzBody, FuzzRequest, FuzzTarget, Piece } from './fuzz-request.ts';
import { hostileBodies, hostileHeaders, hostileJsonValues, hostileKeys, hostileStrings } from './hostile-values.ts';
import { fieldsOf, inputSchemaOf, sampleOf, type Hints } from './schema-arbitrary.ts';
import type { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Bytes sent as they are in a path segment or a query: escapes that do not decode, encoded NUL, slash and dots. */
export const rawPieces: readonly { raw: string }[] = ['%', '%zz', '%E0%A4%A', '%00', '%2F', '%2e%2e', '.', ';x', '*', '%ED%A0%80', '%C0%AE', '%FF'].map((raw) => ({ raw }));

const OTHER_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS'];

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Sets `value` at a dotted `path` of a copy of `json`, as an own property even for `__proto__`. */
export function withValueAt(json: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy: Record<string, unknown> = typeof json === 'object' && json !== null && !Array.isArray(json) ? { ...json } : {};
  Object.defineProperty(copy, head, { value: withValueAt(copy[head], rest, value), enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Dotted paths to every leaf of an object schema (nested objects included). */
export function leavesOf(schema: JsonSchema, prefix: string[] = []): string[][] {
  const leaves: string[][] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property === 'object' && property.type === 'object' && property.properties) leaves.push(...leavesOf(property, [...prefix, name]));
    else leaves.push([...prefix, name]);
  }
  return leaves;
}

/** A value of each field that is required or has a hint; nested required objects filled the same way. */
function sampleObject(schema: JsonSchema, hints: Hints): Record<string, unknown> {
  const { required } = fieldsOf(schema);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!required.includes(name) && !hints[name]) continue;
    out[name] = typeof property === 'object' && property.type === 'object' ? sampleObject(property, hints) : sampleOf(property, hints, name);
  }
  return out;
}

/** A request the route takes in form, made of the seeded data's values where there are some. */
export function baseRequest(target: FuzzTarget, hints: Hints): FuzzRequest {
  const params = Object.fromEntries(Object.entries(sampleObject(inputSchemaOf(target.params), hints)).map(([k, v]) => [k, asText(v)]));
  const query = Object.entries(sampleObject(inputSchemaOf(target.query), hints)).map(([k, v]): [Piece, Piece] => [k, asText(v)]);
  const body: FuzzBody | undefined = target.method === 'GET' ? undefined : { json: sampleObject(inputSchemaOf(target.body), hints) };
  return { method: target.method, params, query, body };
}

/**
 * The fixed corpus for one route: each hostile value in each field of `base` (path, query, body,
 * nested body fields), fields dropped and repeated, hostile keys added, whole hostile bodies and
 * content types, hostile headers, and methods the route does not take.
 */
export function corpusRequests(target: FuzzTarget, base: FuzzRequest): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const pieces: Piece[] = [...hostileStrings, ...rawPieces];

  for (const name of Object.keys(base.params)) {
    for (const piece of pieces) out.push({ ...base, params: { ...base.params, [name]: piece } });
  }

  const queryNames = fieldsOf(inputSchemaOf(target.query)).names;
  const without = (name: string) => base.query.filter(([key]) => key !== name);
  for (const name of queryNames) {
    for (const piece of pieces) out.push({ ...base, query: [...without(name), [name, piece]] });
    out.push({ ...base, query: without(name) });
    const given = base.query.find(([key]) => key === name)?.[1] ?? '1';
    out.push({ ...base, query: [...base.query, [name, given]] });
    out.push({ ...base, query: [...without(name), [name, given], [name, '2']] });
  }
  for (const key of [...hostileKeys, ...rawPieces]) out.push({ ...base, query: [...base.query, [key, '1']] });

  if (base.body && 'json' in base.body) {
    const json = base.body.json;
    for (const path of leavesOf(inputSchemaOf(target.body))) {
      for (const value of [...hostileStrings, ...hostileJsonValues]) out.push({ ...base, body: { json: withValueAt(json, path, value) } });
    }
    for (const key of hostileKeys) out.push({ ...base, body: { json: withValueAt(json, [key], 1) } });
    for (const value of [...hostileJsonValues, ...hostileStrings.slice(0, 12)]) out.push({ ...base, body: { json: value } });
    for (const name of Object.keys(json as object)) {
      const rest: Record<string, unknown> = { ...(json as Record<string, unknown>) };
      delete rest[name];
      out.push({ ...base, body: { json: rest } });
    }
    out.push({ ...base, body: undefined });
  }
  for (const { contentType, payload } of hostileBodies) out.push({ ...base, body: { raw: payload, contentType } });

  for (const headers of hostileHeaders) out.push({ ...base, headers });
  for (const method of [...OTHER_METHODS, target.method === 'GET' ? 'HEAD' : 'GET']) out.push({ ...base, method });
  return out;
}
