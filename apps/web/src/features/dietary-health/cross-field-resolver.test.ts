import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { withCrossFieldRules } from './cross-field-resolver.ts';

type Values = { a?: string; b?: string; c?: string };
const FIELDS = ['a', 'b', 'c'];
/** A schema's answer: fixed errors, or the values when there are none. */
const schema = (errors: Record<string, string>): Resolver<Values, unknown, Values> => async (values) =>
  Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { type: 'schema', message }])) };
const run = (resolver: Resolver<Values, unknown, Values>, values: Values) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<FieldValues>>[2]);

describe('withCrossFieldRules', () => {
  it("adds a rule's message beside the schema's errors, in the form's order", async () => {
    const resolver = withCrossFieldRules(schema({ c: 'C is required', a: 'A is required' }), FIELDS, () => ({ b: 'B needs A' }));
    const { errors } = await run(resolver, {});
    expect(Object.entries(errors).map(([field, error]) => [field, error?.message])).toEqual([
      ['a', 'A is required'],
      ['b', 'B needs A'],
      ['c', 'C is required'],
    ]);
  });

  it("keeps a field's own error, and passes a rule that finds nothing", async () => {
    const resolver = withCrossFieldRules(schema({ b: 'B is too long' }), FIELDS, () => ({ b: 'B needs A', c: null }));
    expect(Object.keys((await run(resolver, {})).errors)).toEqual(['b']);
    expect((await run(resolver, {})).errors.b?.message).toBe('B is too long');
  });

  it("lets the schema's answer stand when no field is in error (its own rules have run)", async () => {
    const resolver = withCrossFieldRules(schema({}), FIELDS, () => ({ b: 'B needs A' }));
    expect(await run(resolver, { a: 'x' })).toEqual({ values: { a: 'x' }, errors: {} });
  });
});
