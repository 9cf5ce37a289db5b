import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Failures Fastify raises itself, before or around our handlers, answered in the contract's error shape. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z'), seed: false });
});
afterAll(async () => t.close());

let address = 0;
const send = (options: InjectOptions) => t.app.inject({ remoteAddress: `10.70.0.${++address % 250}`, ...options });
const asJson = { 'content-type': 'application/json' };

describe('the error shape of failures outside our handlers', () => {
  it.each([
    ['an unknown API address', { method: 'GET', url: '/v1/nope' }, 404, 'Not found.'],
    ['a method the address does not take', { method: 'DELETE', url: '/v1/sites/public' }, 404, 'Not found.'],
    ['OPTIONS', { method: 'OPTIONS', url: '/v1/sites/user_agent' }, 404, 'Not found.'],
    ['malformed JSON', { method: 'POST', url: '/v1/sites/user_agent', payload: '{"site_id": 1,', headers: asJson }, 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', { method: 'POST', url: '/v1/sites/user_agent', payload: '', headers: asJson }, 400, 'The request body is not valid JSON.'],
    ['a __proto__ key', { method: 'POST', url: '/v1/surveys/answer', payload: '{"__proto__": {"x": 1}}', headers: asJson }, 400, 'The request body is not valid JSON.'],
    ['a form instead of JSON', { method: 'POST', url: '/v1/sites/user_agent', payload: 'site_id=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'Send JSON.'],
    ['text instead of JSON', { method: 'POST', url: '/v1/surveys/answer', payload: '{}', headers: { 'content-type': 'text/plain' } }, 415, 'Send JSON.'],
    ['a body over the limit', { method: 'POST', url: '/v1/sites/user_agent', payload: `"${'x'.repeat(70_000)}"`, headers: asJson }, 413, 'The request is too large.'],
    ['an address that does not decode', { method: 'GET', url: '/v1/sites/%E0%A4%A/info' }, 400, 'The address is not valid.'],
    ['a path parameter over the router limit', { method: 'GET', url: `/v1/sites/${'a'.repeat(600)}/info` }, 414, 'The address is too long.'],
  ] satisfies [string, InjectOptions, number, string][])('%s', async (_name, options, status, msg) => {
    const res = await send(options);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ status: 'error', msg });
  });
});
