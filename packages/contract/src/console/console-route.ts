import type { Permission } from '@commons/domain';
import type { RouteDef } from '../route.ts';

/**
 * What a console call asks of its caller, checked by the server before the handler runs
 * (docs/product/console.md#sessions):
 * - `anyone`: no session (the login itself);
 * - `enrolling`: a session, even one that has yet to enrol a second factor (the enrolment calls,
 *   the session, logout);
 * - `signed_in`: a whole session, no particular permission (a person's own things);
 * - a permission: a whole session whose grants allow it on the call's site (its `site_id`) and,
 *   for a location permission, location (`location_id`).
 */
export type ConsoleAccess = 'anyone' | 'enrolling' | 'signed_in' | { permission: Permission };

/** A console call: a contract call that names what it asks of its caller. */
export type ConsoleRouteDef<R extends RouteDef = RouteDef> = R & { readonly access: ConsoleAccess };

/** Marks a contract call as a console call with its access rule. */
export const consoleCall = <R extends RouteDef>(def: R, access: ConsoleAccess): ConsoleRouteDef<R> => ({ ...def, access });

export function isConsoleRoute(def: RouteDef): def is ConsoleRouteDef {
  return 'access' in def;
}

/** The permission a console call needs, if it needs one. */
export const permissionOf = (def: ConsoleRouteDef): Permission | null => (typeof def.access === 'object' ? def.access.permission : null);
