import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * The contract's schema checks a rule between fields (e.g. 'Other allergies' once Other is ticked)
 * only when every field passed on its own, so an empty submit would name that field a round later.
 * This resolver adds such rules' messages at once, to fields without an error of their own, and
 * lists the errors in the form's order, the order FormAlert reads them out. With no field in
 * error the schema has run its own rules, so its answer stands.
 */
export function withCrossFieldRules<T extends FieldValues, Out>(
  resolver: Resolver<T, unknown, Out>,
  fields: readonly string[],
  rules: (values: T) => Partial<Record<string, string | null>>,
): Resolver<T, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    if (Object.keys(errors).length === 0) return result;
    const all: Record<string, FieldError | undefined> = { ...errors };
    for (const [field, message] of Object.entries(rules(values))) {
      if (message && all[field] === undefined) all[field] = { type: 'custom', message };
    }
    const ordered = Object.fromEntries([...fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]), ...Object.entries(all).filter(([field]) => !fields.includes(field))]);
    return { values: {}, errors: ordered } as Awaited<ReturnType<Resolver<T, unknown, Out>>>;
  };
}
