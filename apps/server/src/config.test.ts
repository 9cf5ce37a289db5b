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

describe('readConfig database limits', () => {
  it('bounds statements at 5 s and the wait for a connection at 3 s unless told otherwise', () => {
    expect(readConfig({})).toMatchObject({ DB_STATEMENT_TIMEOUT_MS: 5000, DB_CONNECT_TIMEOUT_MS: 3000 });
    expect(readConfig({ DB_STATEMENT_TIMEOUT_MS: '0', DB_CONNECT_TIMEOUT_MS: '750' })).toMatchObject({ DB_STATEMENT_TIMEOUT_MS: 0, DB_CONNECT_TIMEOUT_MS: 750 });
  });

  it.each([
    ['DB_STATEMENT_TIMEOUT_MS', '-1'],
    ['DB_STATEMENT_TIMEOUT_MS', 'soon'],
    ['DB_CONNECT_TIMEOUT_MS', '0'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
  });
  it('needs the reCAPTCHA site key with its secret, and takes ALTCHA when neither is set', () => {
    expect(() => readConfig({ RECAPTCHA_SECRET: 'secret' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(readConfig({ RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'key' }).RECAPTCHA_SITE_KEY).toBe('key');
    expect(readConfig({}).RECAPTCHA_SECRET).toBeUndefined();
  });
});

describe('readConfig PUBLIC_BASE_URL', () => {
  it('is the address set, whatever PORT and HOST say', () => {
    expect(readConfig({ PUBLIC_BASE_URL: 'https://dining.example.edu', PORT: '8080' }).PUBLIC_BASE_URL).toBe('https://dining.example.edu');
  });

  it("follows PORT when unset, so links in mail reach this server's own port", () => {
    expect(readConfig({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '8080' }).PUBLIC_BASE_URL).toBe('http://localhost:8080');
    expect(readConfig({ PORT: '8080', HOST: '::' }).PUBLIC_BASE_URL).toBe('http://localhost:8080');
  });

  it('follows HOST when it names one interface', () => {
    expect(readConfig({ PORT: '4100', HOST: '127.0.0.1' }).PUBLIC_BASE_URL).toBe('http://127.0.0.1:4100');
    expect(readConfig({ PORT: '4100', HOST: 'dining.internal' }).PUBLIC_BASE_URL).toBe('http://dining.internal:4100');
    expect(readConfig({ PORT: '4100', HOST: '::1' }).PUBLIC_BASE_URL).toBe('http://[::1]:4100');
  });
});
