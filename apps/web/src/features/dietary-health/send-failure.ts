import { ApiError } from '../../api/api-error.ts';

/** Whether a failed send names fields of this form: those go on the fields, not in a toast. */
export function hasFieldErrors(error: unknown, fields: readonly string[]): error is ApiError {
  return error instanceof ApiError && fields.some((field) => error.errors[field] !== undefined);
}

/**
 * What a failed send says in its toast when no field is to blame: the server's own words for a
 * refusal (too many sends, say), `fallback` for a dropped connection or a server error.
 */
export function sendFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message.trim() !== '') return error.message;
  return fallback;
}
