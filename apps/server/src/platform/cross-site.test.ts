import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { isCrossSite } from './cross-site.ts';

const PUBLIC = 'https://dining.example.edu';
const request = (headers: Record<string, string>, host = 'localhost:3000', protocol: 'http' | 'https' = 'http') => ({ headers, host, protocol }) as unknown as FastifyRequest;

describe('isCrossSite', () => {
  it('believes Sec-Fetch-Site: only same-origin and none (typed in the address bar) pass', () => {
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-origin' }), PUBLIC)).toBe(false);
    expect(isCrossSite(request({ 'sec-fetch-site': 'none' }), PUBLIC)).toBe(false);
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-site' }), PUBLIC)).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }), PUBLIC)).toBe(true);
  });

  it('else compares Origin with the address the request was sent to, default ports aside, and the public address', () => {
    expect(isCrossSite(request({ origin: 'http://localhost:3000' }), PUBLIC)).toBe(false);
    expect(isCrossSite(request({ origin: 'http://localhost' }, 'localhost:80'), PUBLIC)).toBe(false);
    expect(isCrossSite(request({ origin: 'https://localhost:3000' }), PUBLIC)).toBe(true);
    expect(isCrossSite(request({ origin: PUBLIC }, '10.0.0.5:3000'), PUBLIC)).toBe(false);
    expect(isCrossSite(request({ origin: 'https://evil.example' }), PUBLIC)).toBe(true);
    expect(isCrossSite(request({ origin: 'null' }), PUBLIC)).toBe(true);
    expect(isCrossSite(request({ origin: 'http://localhost:3000' }, 'évil:99999'), PUBLIC)).toBe(true);
  });

  it('lets through requests of no web page (neither header)', () => {
    expect(isCrossSite(request({}), PUBLIC)).toBe(false);
  });
});
