import { describe, expect, it } from 'vitest';
import { LOCKED_IDENTITY_FIELDS, withLockedIdentity } from './identity-lock.ts';

const account = { first_name: 'Avery', last_name: 'Lee', email: 'alee@northfield.edu', student_id: 'NU100200', identity_locked: true };
const typed = { first_name: 'Someone', last_name: 'Else', email: 'else@example.com', student_id: 'NU999999', city: 'Boston' };

describe('withLockedIdentity', () => {
  it("takes a locked account's names, e-mail and student ID over what was typed, and keeps the rest", () => {
    expect(withLockedIdentity(typed, account)).toEqual({ first_name: 'Avery', last_name: 'Lee', email: 'alee@northfield.edu', student_id: 'NU100200', city: 'Boston' });
  });

  it('leaves the values of an account that is not locked as typed', () => {
    expect(withLockedIdentity(typed, { ...account, identity_locked: false })).toEqual(typed);
  });

  it('locks exactly the identity fields', () => {
    expect([...LOCKED_IDENTITY_FIELDS].sort()).toEqual(['email', 'first_name', 'last_name', 'student_id']);
  });
});
