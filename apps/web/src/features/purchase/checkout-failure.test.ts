import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { alertOf } from './checkout-failure.ts';

const GENERAL = 'Error: Something went wrong, please check your information and try again.';

describe('alertOf', () => {
  it("keeps the server's own words beside the general message when a refused form says more", () => {
    const refused = new ApiError(400, 'The email is not valid for this Student ID', { email: 'Purchases billed to Student Account can only be purchased using an email address with the domain name: example.edu.' });
    expect(alertOf(refused, 'buyer', true)).toEqual({ message: GENERAL, detail: 'The email is not valid for this Student ID', offersLogin: false });
  });

  it('says the general message alone when the server said nothing more', () => {
    const refused = new ApiError(400, GENERAL, { student_id: 'The student ID pattern does not match' });
    expect(alertOf(refused, 'buyer', true)).toEqual({ message: GENERAL, detail: null, offersLogin: false });
  });
});
