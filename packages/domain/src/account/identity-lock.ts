/**
 * An account whose identity the school's sign-in (ADFS) owns: its names, e-mail address and student
 * ID come from the campus directory, so forms show them locked and the server keeps the account's
 * values whatever is sent (docs/product/accounts.md#locked-identity, docs/product/accounts.md#locked-identity).
 */
export const LOCKED_IDENTITY_FIELDS = ['first_name', 'last_name', 'email', 'student_id'] as const;
export type LockedIdentityField = (typeof LOCKED_IDENTITY_FIELDS)[number];
export type Identity = Record<LockedIdentityField, string>;

/** What a locked field says under its label. */
export const LOCKED_IDENTITY_HINT = "From your school's sign-in; your dining office can correct it.";

/** `values` with the identity of a locked account in place of what was typed; unchanged when the account is not locked. */
export function withLockedIdentity<V extends Identity>(values: V, account: Identity & { identity_locked: boolean }): V {
  if (!account.identity_locked) return values;
  return { ...values, first_name: account.first_name, last_name: account.last_name, email: account.email, student_id: account.student_id };
}
