import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { postConsoleLogin, postSecondFactorConfirm } from '@commons/contract/console';
import type { Db } from '../../db/client.ts';
import { sites, staffSessions } from '../../db/schema/index.ts';
import { hashPassword } from '../../modules/customers/passwords.ts';
import { CONSOLE_COOKIE } from '../../modules/console-auth/console-cookie.ts';
import { newStaff, totpCodeAt } from '../../modules/console-auth/testing/console-test-kit.ts';
import { freshHintsFor } from '../../modules/console-auth/testing/console-route-fixtures.ts';
import { fuzzSiteFor } from '../../modules/console-sites/testing/console-sites-hints.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

const SECRET = 'JBSWY3DPEHPK3PXP';
const PASSWORD = 'Fuzz-pass1!';
const isConsoleTarget = (target: FuzzTarget) => target.path.startsWith('/v1/console/');

export interface ConsoleFuzz {
  hintsFor(target: FuzzTarget): Hints;
  headersFor(target: FuzzTarget): Record<string, string>;
}

/**
 * Each console call is fuzzed as its own platform admin with a second factor, whose session
 * (written straight into the table, with a setup under way) goes with every request, so requests
 * reach past the session and permission checks; the login gets an editor's address and password
 * (no code needed), and the setup's confirmation the code of its setup's secret at `today`.
 */
export async function consoleFuzzSetup(db: Db, targets: readonly FuzzTarget[], today: Date): Promise<ConsoleFuzz> {
  const passwordHash = await hashPassword(PASSWORD);
  const [northfield] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'northfield'));
  if (!northfield) throw new Error('The fuzz database has no northfield site.');
  const loginEmail = 'fuzz-editor@northfield.example.edu';
  await newStaff(db, loginEmail, { role: 'editor', site_id: northfield.id }, passwordHash);
  const cookies = new Map<string, string>();
  const fresh = new Map<string, Hints>();
  let n = 0;
  for (const target of targets.filter(isConsoleTarget)) {
    // A call that writes over a version gets a site of its own: its hints, made now, stay current.
    const siteId = await fuzzSiteFor(db, target, northfield.id);
    fresh.set(`${target.method} ${target.path}`, { site_id: [siteId], ...(await freshHintsFor(db, target, siteId, passwordHash)) });
    if (target.path === postConsoleLogin.path) continue;
    const id = await newStaff(db, `fuzz-admin-${++n}@commons.example.edu`, { role: 'platform_admin', site_id: null }, passwordHash, SECRET);
    const token = randomBytes(32).toString('base64url');
    await db.insert(staffSessions).values({
      token_hash: createHash('sha256').update(token).digest('base64url'),
      staff_user_id: id,
      stage: 'full',
      pending_totp_secret: SECRET,
      created_at: today,
      ends_at: new Date(today.getTime() + 12 * 3_600_000),
      expires_at: new Date(today.getTime() + 30 * 60_000),
    });
    cookies.set(`${target.method} ${target.path}`, token);
  }
  return {
    hintsFor(target): Hints {
      if (!isConsoleTarget(target)) return {};
      if (target.path === postConsoleLogin.path) return { email: [loginEmail], password: [PASSWORD] };
      if (target.path === postSecondFactorConfirm.path) return { totp: [totpCodeAt(SECRET, today)] };
      return { site_id: [northfield.id], ...fresh.get(`${target.method} ${target.path}`) };
    },
    headersFor(target): Record<string, string> {
      const token = cookies.get(`${target.method} ${target.path}`);
      return token ? { cookie: `${CONSOLE_COOKIE}=${token}` } : {};
    },
  };
}

