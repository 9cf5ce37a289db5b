import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { routeTable } from './route-table.ts';

describe('endpoints', () => {
  it('names every route of the route table with the same method and path', () => {
    const fromTable = routeTable.map((r) => `${r.method} ${r.path}`).sort();
    const fromEndpoints = Object.values(endpoints)
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(fromEndpoints).toEqual(fromTable);
  });
});
