import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@commons/domain';
import type { Db } from '../../../db/client.ts';
import { sites, staffGrants, staffSessions, staffUsers } from '../../../db/schema/index.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET } from '../../../seed/seed-staff.ts';
import { CONSOLE_COOKIE } from '../console-cookie.ts';
import { totpCodeAt } from '../totp.ts';

export { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET, totpCodeAt };
/** A request as a page of the console's own origin sends it. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The demo staff member of a role. */
export function demoStaff(role: StaffRole) {
  const found = DEMO_STAFF.find((staff) => staff.role === role);
  if (!found) throw new Error(`No demo staff member is ${role}.`);
  return found;
}

export async function siteIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!row) throw new Error(`No site ${slug}.`);
  return row.id;
}

/** The console cookie a response set, if any. */
export function consoleCookieOf(response: { cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number }[] }) {
  return response.cookies.find((cookie) => cookie.name === CONSOLE_COOKIE);
}

/** Logs in through the API; answers the response (its cookie, if any, is the session). */
export function logIn(app: FastifyInstance, body: Record<string, unknown>, ip = '203.0.113.10') {
  return app.inject({ method: 'POST', url: '/v1/console/login', headers: SAME_ORIGIN, payload: body, remoteAddress: ip });
}

/** A console browser: its cookie goes with every call. */
export function consoleBrowser(app: FastifyInstance, token: string) {
  const headers = { ...SAME_ORIGIN, cookie: `${CONSOLE_COOKIE}=${token}` };
  return {
    token,
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown = {}) => app.inject({ method, url, headers, payload: payload as object }),
  };
}
export type ConsoleBrowser = ReturnType<typeof consoleBrowser>;

/**
 * A whole session for a staff member, written straight into the table: the access tests check
 * what a session may do, not the login (console-auth.test.ts does that), and so need no code.
 */
export async function sessionFor(db: Db, staffUserId: number, now: Date, stage: 'full' | 'enrolment' = 'full'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    token_hash: createHash('sha256').update(token).digest('base64url'),
    staff_user_id: staffUserId,
    stage,
    created_at: now,
    ends_at: new Date(now.getTime() + 12 * 3_600_000),
    expires_at: new Date(now.getTime() + 30 * 60_000),
  });
  return token;
}

export async function staffIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
  if (!row) throw new Error(`No staff user ${email}.`);
  return row.id;
}

/** A new staff member with the demo password and one grant; answers their id. */
export async function newStaff(db: Db, email: string, grant: { role: StaffRole; site_id: number | null; location_ids?: number[] | null; health_data?: boolean }, passwordHash: string, totpSecret: string | null = null): Promise<number> {
  const [user] = await db.insert(staffUsers).values({ email, name: email.split('@')[0] ?? email, password_hash: passwordHash, totp_secret: totpSecret }).returning({ id: staffUsers.id });
  if (!user) throw new Error('not inserted');
  await db.insert(staffGrants).values({ staff_user_id: user.id, role: grant.role, site_id: grant.site_id, location_ids: grant.location_ids ?? null, health_data: grant.health_data ?? false });
  return user.id;
}
