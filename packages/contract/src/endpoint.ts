import type { RouteDef } from './route.ts';

/**
 * A call's method and path without its schemas: all a client needs at run time. The type
 * parameter carries the route's schemas, so calls stay fully typed while the web bundle ships
 * no zod.
 */
export interface Endpoint<R extends RouteDef = RouteDef> {
  readonly method: R['method'];
  readonly path: string;
  /** Type-only link to the route's schemas; never set. */
  readonly route?: R;
}

export const endpoint = <R extends RouteDef>(method: R['method'], path: string): Endpoint<R> => ({ method, path });

/** Fills `{param}` placeholders of a route's path. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
