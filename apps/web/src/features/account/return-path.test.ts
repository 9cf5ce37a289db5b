import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPath } from './return-path.ts';

const ACCOUNT = '/northfield/customer-account';

describe('returnPath', () => {
  it('goes back to the page of the same site the visitor was sent from, with its query', () => {
    expect(returnPath('northfield', '/northfield/customer-account?tab=orders', ACCOUNT)).toBe('/northfield/customer-account?tab=orders');
    expect(returnPath('Northfield', '/northfield/menu', ACCOUNT)).toBe('/northfield/menu');
  });

  it('goes to the account without a page to go back to', () => {
    expect(returnPath('northfield', null, ACCOUNT)).toBe(ACCOUNT);
    expect(returnPath('northfield', '', ACCOUNT)).toBe(ACCOUNT);
  });

  it('never leaves the site: other hosts, other sites and tricks end at the account', () => {
    for (const next of ['https://evil.example/northfield/', '//evil.example/northfield/', '/lakeside/customer-account', '/northfield', '/northfield/\\evil.example', '/northfield//evil.example', 'javascript:alert(1)', '/northfield/ x']) {
      expect(returnPath('northfield', next, ACCOUNT)).toBe(ACCOUNT);
    }
  });
});

describe('loginReturningTo', () => {
  it('puts the page into the login address, encoded', () => {
    expect(loginReturningTo('/northfield/login', '/northfield/customer-account?tab=orders')).toBe('/northfield/login?next=%2Fnorthfield%2Fcustomer-account%3Ftab%3Dorders');
  });
});
