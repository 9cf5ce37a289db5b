import type { FieldErrors, FieldPath, FieldValues, UseFormSetFocus } from 'react-hook-form';

/**
 * After a refused submit, focuses the first field in error in the order the form shows them (the
 * resolver's order is the schema's, and a field shown later, like 'Other allergies', registers last).
 */
export function focusFirstError<T extends FieldValues>(setFocus: UseFormSetFocus<T>, errors: FieldErrors<T>, fields: readonly FieldPath<T>[]): void {
  const first = fields.find((field) => (errors as Record<string, unknown>)[field] !== undefined);
  if (first !== undefined) setFocus(first);
}
