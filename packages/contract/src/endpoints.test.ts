import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { endpoints as consoleEndpoints } from './console/endpoints.ts';
import { routeTable } from './route-table.ts';

describe('endpoints', () => {
  it('names every route of the route table with the same method and path, the console calls apart', () => {
    const calls = (list: readonly { method: string; path: string }[]) => list.map((r) => `${r.method} ${r.path}`).sort();
    const isConsole = (r: { path: string }) => r.path.startsWith('/v1/console/');
    expect(calls(Object.values(endpoints))).toEqual(calls(routeTable.filter((r) => !isConsole(r))));
    expect(calls(Object.values(consoleEndpoints))).toEqual(calls(routeTable.filter(isConsole)));
  });
});
