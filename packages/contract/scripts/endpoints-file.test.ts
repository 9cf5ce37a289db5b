import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedRoutes } from '../src/route-table.ts';
import { endpointsFiles } from './endpoints-source.ts';

describe('the endpoints files', () => {
  it.each(endpointsFiles(namedRoutes))('src/$path is what the route table writes (run `npm run contract:endpoints` after adding or renaming a call)', ({ path, text }) => {
    expect(readFileSync(join(import.meta.dirname, '..', 'src', path), 'utf8')).toBe(text);
  });
});
