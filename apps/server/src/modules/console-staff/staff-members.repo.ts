import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { StaffLocation, StaffMember } from '@commons/contract/console';
import type { Db } from '../../db/client.ts';
import { locations, staffGrants, staffSessions, staffUsers } from '../../db/schema/index.ts';

/** Runs in a transaction or on the pool alike. */
type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type GrantRow = typeof staffGrants.$inferSelect;
export type GrantValues = Pick<GrantRow, 'role' | 'site_id' | 'location_ids' | 'health_data'>;

function memberOf(user: typeof staffUsers.$inferSelect, grants: readonly GrantRow[]): StaffMember {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    active: user.deactivated_at === null,
    has_password: user.password_hash !== null,
    has_second_factor: user.totp_secret !== null,
    version: user.version,
    grants: grants.map((grant) => ({ id: grant.id, role: grant.role, site_id: grant.site_id, location_ids: grant.location_ids, health_data: grant.health_data, version: grant.version })),
  };
}

/** Staff accounts and their roles, as the console's staff pages read and change them (docs/product/console.md#staff). */
export function staffMembersRepo(db: Db) {
  /** The accounts of these ids (every account: null) with their grants that pass `keep`. */
  async function members(runner: Runner, ids: readonly number[] | null, keep: (grant: GrantRow) => boolean = () => true): Promise<StaffMember[]> {
    const users = await (ids === null ? runner.select().from(staffUsers) : runner.select().from(staffUsers).where(inArray(staffUsers.id, ids.length > 0 ? [...ids] : [-1]))).orderBy(staffUsers.name, staffUsers.id);
    const grants = users.length === 0 ? [] : await runner.select().from(staffGrants).where(inArray(staffGrants.staff_user_id, users.map((user) => user.id))).orderBy(staffGrants.id);
    return users.map((user) => memberOf(user, grants.filter((grant) => grant.staff_user_id === user.id && keep(grant))));
  }

  return {
    /** Everyone with a role on the site, and the platform admins, with those roles only. */
    async ofSite(siteId: number): Promise<StaffMember[]> {
      const holders = await db
        .selectDistinct({ id: staffGrants.staff_user_id })
        .from(staffGrants)
        .where(or(eq(staffGrants.site_id, siteId), eq(staffGrants.role, 'platform_admin')));
      return members(
        db,
        holders.map((row) => row.id),
        (grant) => grant.site_id === siteId || grant.role === 'platform_admin',
      );
    },

    all: () => members(db, null),

    async one(runner: Runner, id: number): Promise<StaffMember | undefined> {
      return (await members(runner, [id]))[0];
    },

    /** The account of this address, or a new one without a password. */
    async findOrCreate(runner: Runner, email: string, name: string): Promise<{ id: number; isNew: boolean }> {
      const [found] = await runner
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
      if (found) return { id: found.id, isNew: false };
      const [made] = await runner.insert(staffUsers).values({ email, name, password_hash: null }).returning({ id: staffUsers.id });
      if (!made) throw new Error('The staff account was not inserted.');
      return { id: made.id, isNew: true };
    },

    async grant(runner: Runner, grantId: number, staffId: number): Promise<GrantRow | undefined> {
      return (await runner.select().from(staffGrants).where(and(eq(staffGrants.id, grantId), eq(staffGrants.staff_user_id, staffId))))[0];
    },

    /** Does the person already hold this role on this site (another grant than `exceptId`)? */
    async holds(runner: Runner, staffId: number, values: GrantValues, exceptId = -1): Promise<boolean> {
      const rows = await runner
        .select({ id: staffGrants.id })
        .from(staffGrants)
        .where(and(eq(staffGrants.staff_user_id, staffId), eq(staffGrants.role, values.role), values.site_id === null ? isNull(staffGrants.site_id) : eq(staffGrants.site_id, values.site_id), sql`${staffGrants.id} <> ${exceptId}`));
      return rows.length > 0;
    },

    async addGrant(runner: Runner, staffId: number, values: GrantValues): Promise<GrantRow> {
      const [row] = await runner.insert(staffGrants).values({ staff_user_id: staffId, ...values }).returning();
      if (!row) throw new Error('The grant was not inserted.');
      return row;
    },

    /** Changes a grant read at `version`; undefined when it has changed since (or is gone). */
    async changeGrant(runner: Runner, grantId: number, version: number, values: Omit<GrantValues, 'site_id'>): Promise<GrantRow | undefined> {
      const [row] = await runner
        .update(staffGrants)
        .set({ ...values, version: sql`${staffGrants.version} + 1` })
        .where(and(eq(staffGrants.id, grantId), eq(staffGrants.version, version)))
        .returning();
      return row;
    },

    async removeGrant(runner: Runner, grantId: number, version: number): Promise<boolean> {
      const rows = await runner
        .delete(staffGrants)
        .where(and(eq(staffGrants.id, grantId), eq(staffGrants.version, version)))
        .returning({ id: staffGrants.id });
      return rows.length === 1;
    },

    /** Activates or deactivates an account read at `version`; a deactivated one's sessions end in the same transaction. */
    async setActive(runner: Runner, staffId: number, version: number, active: boolean, now: Date): Promise<boolean> {
      const rows = await runner
        .update(staffUsers)
        .set({ deactivated_at: active ? null : now, version: sql`${staffUsers.version} + 1` })
        .where(and(eq(staffUsers.id, staffId), eq(staffUsers.version, version)))
        .returning({ id: staffUsers.id });
      if (rows.length === 1 && !active) await runner.delete(staffSessions).where(eq(staffSessions.staff_user_id, staffId));
      return rows.length === 1;
    },

    /** The site's locations a role may name (buildings hold no menus or hours of their own), in the site's order. */
    async siteLocations(siteId: number): Promise<StaffLocation[]> {
      return db
        .select({ id: locations.id, name: locations.name, active: locations.active })
        .from(locations)
        .where(and(eq(locations.site_id, siteId), eq(locations.is_building, false)))
        .orderBy(asc(locations.sort_order), asc(locations.name), asc(locations.id));
    },

    /** The ids among `ids` that are locations of the site. */
    async locationsOf(runner: Runner, siteId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await runner
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.site_id, siteId), inArray(locations.id, [...ids])));
      return rows.map((row) => row.id);
    },

  };
}
export type StaffMembersRepo = ReturnType<typeof staffMembersRepo>;
