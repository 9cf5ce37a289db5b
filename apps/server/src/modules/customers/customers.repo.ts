import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { customers, sessions, sites } from '../../db/schema/index.ts';
import type { SiteRow } from '../sites/sites.repo.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type AllergenProfileChanges = Pick<NewCustomer, 'allergens' | 'contact_name' | 'contact_number' | 'carries_epinephrine'>;
export type ProfileChanges = Pick<NewCustomer, 'first_name' | 'last_name' | 'student_id' | 'email' | 'phone' | 'mobile' | 'address' | 'city' | 'state' | 'zip' | 'notify_by_text'>;

/** A session with its customer, as one query finds them. */
export interface SessionWithCustomer {
  site_id: number;
  expires_at: Date;
  customer: CustomerRow;
}

/**
 * What every customer call asks first, in one statement: the site's row version, and the session
 * of the token on that site (its customer, the customer's row version, its end). No site row
 * means no such site; no customer, no session of this token on this site.
 */
export interface SessionCheck {
  siteVersion: string;
  customerId: number | null;
  customerVersion: string | null;
  expiresAt: Date | null;
}

/** A row of the session check statement, as the driver gives it. */
interface SessionCheckRow {
  n: number;
  site_version: string;
  customer_id: number | null;
  customer_version: string | null;
  expires_ms: number | null;
}

/** A row with its version (PostgreSQL's xmin: every update of the row changes it). */
export interface Versioned<Row> {
  row: Row;
  version: string;
}

const sameEmail = (email: string) => eq(sql`lower(${customers.email})`, email.toLowerCase());

/** The unique index refused the row: PostgreSQL's 23505, whether the driver wraps the error or not. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function customersRepo(db: Db) {
  // Made ready once, and prepared once on each connection: the customer calls ask them at every request.
  const sessionChecks = namedStatement<SessionCheckRow>(db, 'session_checks', sql`
    select q.n::int as n, ${sites}.xmin::text as site_version, ${customers.id} as customer_id, ${customers}.xmin::text as customer_version,
      (extract(epoch from ${sessions.expires_at}) * 1000)::float8 as expires_ms
    from unnest(${sql.placeholder('siteIds')}::int[], ${sql.placeholder('tokenHashes')}::text[]) with ordinality as q(site_id, token_hash, n)
    join ${sites} on ${sites.id} = q.site_id
    left join ${sessions} on ${sessions.token_hash} = q.token_hash and ${sessions.site_id} = ${sites.id}
    left join ${customers} on ${customers.id} = ${sessions.customer_id}`);
  const customerAt = db
    .select({ row: customers, version: sql<string>`${customers}.xmin::text` })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('session_customer');
  const siteAt = db
    .select({ row: sites, version: sql<string>`${sites}.xmin::text` })
    .from(sites)
    .where(eq(sites.id, sql.placeholder('id')))
    .prepare('session_site');

  return {
    /** The session checks of calls, each on a site with a token's hash (null: none), in one statement; answered in their order. */
    async checkSessions(calls: readonly { siteId: number; tokenHash: string | null }[]): Promise<(SessionCheck | undefined)[]> {
      const rows = await sessionChecks({ siteIds: calls.map((call) => call.siteId), tokenHashes: calls.map((call) => call.tokenHash) });
      const answers: (SessionCheck | undefined)[] = calls.map(() => undefined);
      for (const row of rows) {
        answers[row.n - 1] = {
          siteVersion: row.site_version,
          customerId: row.customer_id,
          customerVersion: row.customer_version,
          expiresAt: row.expires_ms === null ? null : new Date(row.expires_ms),
        };
      }
      return answers;
    },

    /** The customer's whole row and its version. */
    async customerWithVersion(id: number): Promise<Versioned<CustomerRow> | undefined> {
      return (await customerAt.execute({ id }))[0];
    },

    /** The site's whole row and its version. */
    async siteWithVersion(id: number): Promise<Versioned<SiteRow> | undefined> {
      return (await siteAt.execute({ id }))[0];
    },

    async findByEmail(siteId: number, email: string): Promise<CustomerRow | undefined> {
      const rows = await db.select().from(customers).where(and(eq(customers.site_id, siteId), sameEmail(email))).limit(1);
      return rows[0];
    },

    /** Is `email` taken on the site by an account other than `exceptId`? */
    async isEmailTaken(siteId: number, email: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.site_id, siteId), sameEmail(email), exceptId === undefined ? undefined : ne(customers.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Stores a new account; undefined when the site already has one with this address (the unique index decides). */
    async insert(customer: NewCustomer): Promise<CustomerRow | undefined> {
      const rows = await db.insert(customers).values(customer).onConflictDoNothing().returning();
      return rows[0];
    },

    /** Saves profile changes; undefined when the new address is another account's. */
    async update(id: number, changes: ProfileChanges, now: Date): Promise<CustomerRow | undefined> {
      try {
        const rows = await db
          .update(customers)
          .set({ ...changes, updated_at: now })
          .where(eq(customers.id, id))
          .returning();
        return rows[0];
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Saves the allergen profile; the card's serial is set only when the customer has none yet, so it never changes. */
    async updateAllergenProfile(id: number, changes: AllergenProfileChanges, newSerial: string, now: Date): Promise<CustomerRow | undefined> {
      const rows = await db
        .update(customers)
        .set({ ...changes, allergen_card_serial: sql`coalesce(${customers.allergen_card_serial}, ${newSerial})`, updated_at: now })
        .where(eq(customers.id, id))
        .returning();
      return rows[0];
    },

    async setFoodInsecurity(id: number, isOptedIn: boolean, now: Date): Promise<CustomerRow | undefined> {
      const rows = await db.update(customers).set({ food_insecurity: isOptedIn, food_insecurity_updated_at: now, updated_at: now }).where(eq(customers.id, id)).returning();
      return rows[0];
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(customers).set({ password_hash: passwordHash }).where(eq(customers.id, id));
    },

    async createSession(session: { tokenHash: string; customerId: number; siteId: number; now: Date; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values({ token_hash: session.tokenHash, customer_id: session.customerId, site_id: session.siteId, created_at: session.now, expires_at: session.expiresAt });
    },

    async findSession(tokenHash: string): Promise<SessionWithCustomer | undefined> {
      const rows = await db
        .select({ site_id: sessions.site_id, expires_at: sessions.expires_at, customer: customers })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customer_id))
        .where(eq(sessions.token_hash, tokenHash))
        .limit(1);
      return rows[0];
    },

    async renewSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.token_hash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
    },

    /** Removes sessions that ended before `now`. */
    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expires_at, now));
    },
  };
}
export type CustomersRepo = ReturnType<typeof customersRepo>;
