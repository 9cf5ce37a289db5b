import { z } from 'zod';
import { errorAnswer, routeTable, type RouteDef } from '@commons/contract';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

function parameters(def: RouteDef) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', def.params],
    ['query', def.query],
  ] as const) {
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

/** The OpenAPI 3 document of every contract call, built from the same zod schemas the server validates with. */
export function openApiDocument(routes: readonly RouteDef[] = routeTable) {
  const paths: Record<string, Record<string, unknown>> = {};
  const failure = { description: 'Failure', content: { 'application/json': { schema: toSchema(errorAnswer, 'output') } } };
  for (const def of routes) {
    const operation: Record<string, unknown> = {
      summary: def.summary,
      tags: [def.tag],
      parameters: parameters(def),
      responses: {
        200: { description: 'Success', content: { [def.mediaType ?? 'application/json']: { schema: toSchema(def.answer, 'output') } } },
        400: failure,
        404: failure,
      },
    };
    if (def.method !== 'GET') operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(def.body, 'input') } } };
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Commons API', version: '1.0.0', description: 'The public API of Commons campus dining sites.' },
    paths,
  };
}
