/**
 * `npm run staff:create -- EMAIL --platform-admin [--name NAME]`, or
 * `npm run staff:create -- EMAIL --site SLUG --role ROLE [--name NAME]`: the first platform admin
 * of a fresh install (or anyone, from the command line). Creates the account with the role and
 * prints its invitation link (single use, 7 days), which sets the password and leads to the
 * console's login. An operator passes the link on; it is shown only here.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@commons/domain';
import { readConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import { serverClock } from '../../platform/clock.ts';
import { recordAudit } from '../console-auth/index.ts';
import { newResetKey, resetKeyHash } from '../password-reset/password-reset.service.ts';
import { resetKeysRepo } from '../password-reset/reset-keys.repo.ts';
import { INVITATION_TTL_MS } from './invitation-mail.ts';
import { staffMembersRepo } from './staff-members.repo.ts';

const USAGE = 'Usage: npm run staff:create -- EMAIL --platform-admin [--name NAME]\n       npm run staff:create -- EMAIL --site SLUG --role ROLE [--name NAME]   (ROLE: site_manager, editor, service_desk)';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'platform-admin': { type: 'boolean' }, site: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const email = positionals[0]?.trim();
  const role = (values['platform-admin'] ? 'platform_admin' : values.role) as StaffRole | undefined;
  const isValid = email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && positionals.length === 1 && role && STAFF_ROLES.includes(role) && role !== 'location_manager' && (role === 'platform_admin') === (values.site === undefined);
  if (!isValid) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const db = database.db;
    const clock = serverClock(config.CLOCK_START);
    const [site] = values.site === undefined ? [] : await db.select({ id: sites.id }).from(sites).where(eq(sql`lower(${sites.slug})`, values.site.toLowerCase()));
    if (values.site !== undefined && !site) {
      console.error(`No site has the slug ${values.site}.`);
      return 1;
    }
    const repo = staffMembersRepo(db);
    const keys = resetKeysRepo(db);
    const key = newResetKey();
    const grant = { role, site_id: site?.id ?? null, location_ids: null, health_data: false };
    const made = await db.transaction(async (tx) => {
      const account = await repo.findOrCreate(tx, email, values.name?.trim() || email.split('@')[0] || email);
      if (await repo.holds(tx, account.id, grant)) return null;
      const row = await repo.addGrant(tx, account.id, grant);
      const now = clock();
      await keys.insert(tx, { keyHash: resetKeyHash(key), kind: 'staff', accountId: account.id, siteId: null, now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
      await recordAudit(tx, { staffUserId: null, requestId: 'staff:create' }, { site_id: grant.site_id, entity: 'staff_grant', entity_id: row.id, action: 'invite', after: { staff_user_id: account.id, email, ...grant } }, now);
      return account;
    });
    if (!made) {
      console.error(`${email} already has this role.`);
      return 1;
    }
    console.log(`${config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/resetPassword/${key}`);
    console.error(`${made.isNew ? 'Created' : 'Gave a role to'} ${email}. The link sets a password once, within 7 days, then leads to /console/login.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
