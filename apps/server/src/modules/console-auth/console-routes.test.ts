import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUse, STAFF_ROLES, type StaffRole } from '@commons/domain';
import { routeTable } from '@commons/contract';
import { CONSOLE_MESSAGES as M, isConsoleRoute, permissionOf, postConsoleLogin, type ConsoleRouteDef } from '@commons/contract/console';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { auditEvents, locations, staffSessions } from '../../db/schema/index.ts';
import { baseRequest } from '../../test-support/fuzz/hostile-requests.ts';
import { injectOf, type FuzzTarget } from '../../test-support/fuzz/fuzz-request.ts';
import { CONSOLE_COOKIE } from './console-cookie.ts';
import { hashPassword } from '../customers/passwords.ts';
import { freshHintsFor } from './testing/console-route-fixtures.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET, newStaff, SAME_ORIGIN, sessionFor, siteIdOf, staffIdOf, totpCodeAt } from './testing/console-test-kit.ts';

/**
 * The console's route table walked as every role (docs/product/console.md#roles): each call is
 * allowed or refused exactly as the permission table says, on the role's own site and on another;
 * and every write writes exactly one audit event.
 */
const TODAY = new Date('2026-11-22T16:50:00Z');
const LOGIN_EMAIL = 'walk@northfield.example.edu';
const consoleRoutes = routeTable.filter(isConsoleRoute);
const signedInRoutes = consoleRoutes.filter((def) => def.access !== 'anyone');
const target = (def: ConsoleRouteDef): FuzzTarget => ({ ...def, fastifyUrl: def.path.replace(/\{(\w+)\}/g, ':$1') });

let t: TestApp;
let sites = { northfield: 0, lakeside: 0 };
let kitchenLocation = 0;
let passwordHash = '';

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  sites = { northfield: await siteIdOf(t.database.db, 'northfield'), lakeside: await siteIdOf(t.database.db, 'lakeside') };
  const kitchen = DEMO_STAFF.find((staff) => staff.role === 'location_manager');
  const [location] = await t.database.db.select({ id: locations.id }).from(locations).where(eq(locations.site_id, sites.northfield)).orderBy(locations.id);
  kitchenLocation = location?.id ?? 0;
  expect(kitchen).toBeDefined();
  // The login's own account: the walk sets up second factors for the demo staff.
  passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await newStaff(t.database.db, LOGIN_EMAIL, { role: 'editor', site_id: sites.northfield }, passwordHash);
});
afterAll(async () => t.close());

/** A whole session of the demo staff member of `role`, with a second factor's setup under way (so its confirmation can be called). */
async function sessionOf(role: StaffRole): Promise<string> {
  const staff = DEMO_STAFF.find((person) => person.role === role);
  if (!staff) throw new Error(role);
  const token = await sessionFor(t.database.db, await staffIdOf(t.database.db, staff.email), TODAY);
  await t.database.db.update(staffSessions).set({ pending_totp_secret: DEMO_TOTP_SECRET });
  return token;
}

async function send(def: ConsoleRouteDef, siteId: number, token: string | null) {
  const fresh = await freshHintsFor(t.database.db, def, siteId, passwordHash);
  const hints = { site_id: [siteId], location_id: [kitchenLocation], totp: [totpCodeAt(DEMO_TOTP_SECRET, TODAY)], email: [LOGIN_EMAIL], password: [DEMO_STAFF_PASSWORD], ...fresh };
  const request = baseRequest(target(def), hints);
  const headers = { ...SAME_ORIGIN, ...(token ? { cookie: `${CONSOLE_COOKIE}=${token}` } : {}) };
  return t.app.inject(injectOf(target(def), { ...request, headers }, '203.0.113.77'));
}

describe('every console call', () => {
  it.each(signedInRoutes.map((def) => [`${def.method} ${def.path}`, def] as const))('%s is a 401 without a session', async (_name, def) => {
    const response = await send(def, sites.northfield, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', msg: M.sessionNeeded });
  });

  describe.each(STAFF_ROLES.map((role) => [role]))('as %s', (role) => {
    const grants = () => {
      const staff = DEMO_STAFF.find((person) => person.role === role);
      const siteId = staff?.site === 'northfield' ? sites.northfield : null;
      return [{ role, site_id: siteId, location_ids: role === 'location_manager' ? [kitchenLocation] : null, health_data: false }];
    };

    it.each(signedInRoutes.map((def) => [`${def.method} ${def.path}`, def] as const))('%s is allowed or refused as the permission table says', async (_name, def) => {
      for (const siteId of [sites.northfield, sites.lakeside]) {
        const permission = permissionOf(def);
        // A call names a location only in its path: a site-wide call (a site's dishes) is refused to a location manager.
        const place = def.path.includes('{location_id}') ? { location_id: kitchenLocation } : {};
        const isAllowed = permission === null || mayUse(grants(), permission, { site_id: siteId, ...place });
        const response = await send(def, siteId, await sessionOf(role));
        // Allowed: past the checks, to the handler's own answer (200, or a 400, 404 or 409 for what this request asks; never a 401, 403 or 5xx).
        if (isAllowed) expect([200, 400, 404, 409], `${siteId}: ${response.body}`).toContain(response.statusCode);
        else expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { status: 'error', msg: M.notAllowed } });
      }
    });
  });
});

describe('every console write', () => {
  const writes = consoleRoutes.filter((def) => def.method !== 'GET');

  it.each(writes.map((def) => [`${def.method} ${def.path}`, def] as const))('%s writes exactly one audit event', async (_name, def) => {
    const token = def.path === postConsoleLogin.path ? null : await sessionOf('platform_admin');
    const before = await t.database.db.select({ n: count() }).from(auditEvents);
    const response = await send(def, sites.northfield, token);
    expect(response.statusCode, response.body).toBe(200);
    const after = await t.database.db.select({ n: count() }).from(auditEvents);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
  });
});
