import { deleteStaffGrant, postStaffGrant, postStaffInvitation, putStaffGrant, putStaffStatus } from '@commons/contract/console';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffGrants } from '../../../db/schema/index.ts';
import { consoleSitesHints } from '../../console-sites/testing/console-sites-hints.ts';
import { consoleLiveHints } from '../../console-live/testing/console-live-hints.ts';
import { consoleDishesHints } from '../../console-dishes/testing/console-dishes-hints.ts';
import { newStaff } from './console-test-kit.ts';

/** Values by field name, as the fuzz's request builder takes them (test-support/fuzz/schema-arbitrary.ts Hints). */
type Hints = Record<string, readonly unknown[]>;

let n = 0;

/**
 * What a console call needs to go through once, made fresh for each request: the calls that change
 * one person's roles get a person of their own with one editor grant on `siteId` (at version 1),
 * an invitation a new address; the sites area's calls what console-sites-hints.ts makes, a live
 * status's save what console-live-hints.ts makes, a dish's calls what console-dishes-hints.ts makes. Shared by
 * the route walk (console-routes.test.ts) and the fuzz.
 */
export async function freshHintsFor(db: Db, def: { method: string; path: string }, siteId: number, passwordHash: string): Promise<Hints> {
  const key = `${def.method} ${def.path}`;
  if (key === `${postStaffInvitation.method} ${postStaffInvitation.path}`) return { email: [`invited-${++n}@northfield.example.edu`], name: ['Riley Newcomer'], role: ['editor'], site_id: [siteId], location_ids: [null], health_data: [false] };
  const onePerson = [postStaffGrant, putStaffGrant, deleteStaffGrant, putStaffStatus].some((call) => call.method === def.method && call.path === def.path);
  if (!onePerson) return { ...(await consoleSitesHints(db, def, siteId)), ...(await consoleLiveHints(db, def, siteId)), ...(await consoleDishesHints(db, def, siteId)) };
  const email = `walked-${++n}@northfield.example.edu`;
  const staffId = await newStaff(db, email, { role: 'editor', site_id: siteId }, passwordHash);
  const grantId = await grantIdOf(db, staffId);
  // A new grant is a role the person does not hold yet; a changed one stays on its site.
  const role = def.path === postStaffGrant.path && def.method === postStaffGrant.method ? 'service_desk' : 'site_manager';
  return { staff_id: [staffId], grant_id: [grantId], version: [1], role: [role], site_id: [siteId], location_ids: [null], health_data: [false], active: [false] };
}

async function grantIdOf(db: Db, staffId: number): Promise<number> {
  const [row] = await db.select({ id: staffGrants.id }).from(staffGrants).where(eq(staffGrants.staff_user_id, staffId));
  if (!row) throw new Error('no grant');
  return row.id;
}
