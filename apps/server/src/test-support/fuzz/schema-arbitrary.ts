import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Json = z.core.JSONSchema._JSONSchema;

/**
 * Real values by field name (ids and slugs of the seeded data), so generated requests reach past
 * "not found"; a field that holds a list or an object gets one whole.
 */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

/** The JSON Schema of what a part (params, query or body) takes in, as the contract declares it. */
export const inputSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** The field names an object schema declares, and which it requires. */
export function fieldsOf(schema: JsonSchema): { names: string[]; required: string[] } {
  return { names: Object.keys(schema.properties ?? {}), required: schema.required ?? [] };
}

const LONGEST = 60;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST, LONGEST));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, maxLength));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'binary' }));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? (exclusiveMin === undefined ? -(2 ** 31) : exclusiveMin + (integer ? 1 : Number.EPSILON));
  const max = schema.maximum ?? (exclusiveMax === undefined ? 2 ** 31 : exclusiveMax - (integer ? 1 : Number.EPSILON));
  // Small values first: ids of the seeded data are small.
  if (integer) return fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max }));
  return fc.double({ min, max, noNaN: true });
}

export interface ArbitraryOptions {
  hints?: Hints;
  /** Wraps each leaf's arbitrary, e.g. to mix hostile values in. */
  leaf?: (own: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;
  /** Extra properties added to each object, e.g. hostile keys. */
  extraKeys?: fc.Arbitrary<[string, unknown][]>;
}

function leafOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return stringArbitrary(schema);
  if (type === 'integer' || type === 'number') return numberArbitrary(schema, type === 'integer');
  if (type === 'boolean') return fc.boolean();
  if (type === 'null') return fc.constant(null);
  return fc.jsonValue();
}

/** Own properties from entries, `__proto__` included. */
export function objectOf(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

/** Values a schema accepts in form (refinements aside), leaning on `hints` for fields they name. */
export function arbitraryOf(schema: Json, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const { hints = {}, leaf = (own) => own, extraKeys } = options;
  if (typeof schema === 'boolean') return leaf(fc.jsonValue());
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, options)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') {
    const items = Array.isArray(schema.items) || schema.items === undefined ? fc.jsonValue() : arbitraryOf(schema.items, options);
    return fc.array(items, { maxLength: 4 });
  }
  if (type !== 'object') return leaf(leafOf(schema));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const known = hints[name];
    const own = typeof property === 'object' && property.type !== 'object' && known?.length ? leaf(fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: leafOf(property), weight: 1 })) : arbitraryOf(property, options);
    model[name] = own;
  }
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
  if (!extraKeys) return record;
  return fc.tuple(record, extraKeys).map(([object, extras]) => objectOf([...Object.entries(object), ...extras]));
}

/** One value a schema accepts in form: the hint when there is one, else the first of a fixed sample. */
export function sampleOf(schema: Json, hints: Hints, name: string): unknown {
  const known = hints[name];
  if (known?.length) return known[0];
  return fc.sample(arbitraryOf(schema, { hints }), { seed: 1, numRuns: 1 })[0];
}
