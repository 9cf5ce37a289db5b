import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswer, get, post } from './route.ts';
import { routeTable } from './route-table.ts';

describe('the error shape', () => {
  it('is status "error" with a message and, for field problems, a message per field', () => {
    expect(errorAnswer.parse({ status: 'error', msg: 'Not found.' })).toEqual({ status: 'error', msg: 'Not found.' });
    const invalid = { status: 'error', msg: 'Invalid request.', errors: { site_id: 'Must be a number.' } };
    expect(errorAnswer.parse(invalid)).toEqual(invalid);
  });

  it('is not anything else', () => {
    for (const body of [{ status: 'ok', msg: 'x' }, { status: 'error' }, { status: 'error', msg: 'x', errors: { site_id: 1 } }, { msg: 'x' }]) {
      expect(errorAnswer.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('routes', () => {
  it('take no params, query or body they do not declare', () => {
    const route = get('/v1/x', { summary: 's', tag: 't' }, z.object({}));
    expect(route.method).toBe('GET');
    for (const part of [route.params, route.query, route.body]) {
      expect(part.safeParse({}).success).toBe(true);
      expect(part.safeParse({ site_id: '1' }).success).toBe(false);
    }
    const send = post('/v1/y', { summary: 's', tag: 't', body: z.object({ a: z.number() }) }, z.object({}));
    expect(send.method).toBe('POST');
    expect(send.query.safeParse({ a: '1' }).success).toBe(false);
  });

  it('refuse a query key they do not know, every one of them, so a misspelt filter is not silently ignored', () => {
    for (const route of routeTable) {
      const issues = route.query.safeParse({ not_a_field: '1' }).error?.issues ?? [];
      expect(
        issues.some((issue) => issue.code === 'unrecognized_keys'),
        `${route.method} ${route.path}`,
      ).toBe(true);
    }
  });
});
