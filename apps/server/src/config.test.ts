import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig TRUST_PROXY', () => {
  it('believes forwarded headers only from a proxy on the same machine unless told otherwise', () => {
    expect(readConfig({}).TRUST_PROXY).toBe('loopback');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['loopback, 10.1.2.3, fd00::/8', 'loopback,10.1.2.3,fd00::/8'],
  ])('reads %s', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', 'loopback,,10.0.0.1', '*', '10.0.0.1/8/8'])('refuses %s with a readable message', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: expected true, false, a number of hops/);
  });
});
