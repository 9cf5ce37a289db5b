import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedRoutes } from '../src/route-table.ts';
import { endpointsSource } from './endpoints-source.ts';

describe('src/endpoints.ts', () => {
  it('is the file the route table writes (run `npm run contract:endpoints` after adding or renaming a call)', () => {
    expect(readFileSync(join(import.meta.dirname, '..', 'src', 'endpoints.ts'), 'utf8')).toBe(endpointsSource(namedRoutes));
  });
});
