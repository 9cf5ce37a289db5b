import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';

/** A failed call as the apps' API clients throw it (their ApiError): the server's message and its field errors. */
interface ServerFailure extends Error {
  errors: Record<string, string>;
}

/** Whether `error` is a failed call's ApiError (the web app's or the console's), not a crash or a network failure. */
const isServerFailure = (error: unknown): error is ServerFailure =>
  error instanceof Error && error.name === 'ApiError' && typeof (error as Partial<ServerFailure>).errors === 'object' && (error as Partial<ServerFailure>).errors !== null;

/** 'Something went wrong.' unless the server said more. */
const serverMessage = (error: unknown): string => (isServerFailure(error) ? error.message : 'Something went wrong.');

/**
 * Puts a failed call's `{ status: 'error', msg, errors: { field: message } }` on the form: each
 * field error on its field (in the form's order of `fields`), focusing the first; whatever names
 * no field of this form, or a failure without field errors, becomes the form's message
 * (`errors.root.server`, which FormAlert shows). Returns whether a field got an error.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  error: unknown,
  fields: readonly FieldPath<T>[],
  formMessage: (error: unknown) => string = serverMessage,
): boolean {
  const byField = isServerFailure(error) ? error.errors : {};
  const mapped = fields.filter((field) => byField[field] !== undefined);
  for (const field of mapped) form.setError(field, { type: 'server', message: byField[field] });
  const isAllMapped = Object.keys(byField).every((key) => (mapped as readonly string[]).includes(key));
  if (mapped.length === 0 || !isAllMapped) form.setError('root.server', { type: 'server', message: formMessage(error) });
  const first = mapped[0];
  if (first !== undefined) form.setFocus(first);
  return mapped.length > 0;
}
