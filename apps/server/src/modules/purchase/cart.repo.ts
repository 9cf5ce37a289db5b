import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { cartItems, carts, customPlanOptions, decliningBalanceProducts, mealPlans, promoCodes } from '../../db/schema/index.ts';
import type { CustomOptionRow, DecliningProductRow, MealPlanRow, PromoCodeRow } from './order-form.repo.ts';

/** A cart as the calls need it: whose site, for which customer type, until when. */
export interface CartRow {
  id: string;
  site_id: number;
  customer_type_id: number | null;
  expires_at: Date;
  /** How many times the cart has been locked (see cartRepo.snapshot). */
  version: number;
  /** An order of the cart is being placed (carts.ordering_since): writes wait for it to end. */
  isOrdering: boolean;
}

export type NewCartItem = typeof cartItems.$inferInsert;

/** What a cart line names (its prices are worked out from these, never stored). */
export type CartLineItem = {
  id: number;
  kind: 'Meal plan' | 'Create your plan' | 'Declining balance' | 'Coffee subscription';
  meal_plan_id: number | null;
  swipe_option_id: number | null;
  db_option_id: number | null;
  db_product_id: number | null;
  amount_cents: number | null;
  /** A coffee subscription's months. */
  months: number | null;
  first_bill_date: string | null;
  first_plan_date: string | null;
  last_bill_date: string | null;
  last_plan_date: string | null;
  bill_today: boolean | null;
  promo_code_id: number | null;
};

/** A cart line with what it names, read together: the plan, the custom plan's options, the product, the promo code. */
export interface CartLineRow {
  item: CartLineItem;
  plan: MealPlanRow | null;
  swipe: CustomOptionRow | null;
  balance: CustomOptionRow | null;
  product: DecliningProductRow | null;
  promo: PromoCodeRow | null;
}

/** A cart and its lines as read together, unlocked (cartRepo.snapshot). */
export interface CartSnapshot {
  cart: CartRow;
  lines: CartLineRow[];
}

/** Whether `cart` belongs to site `siteId` and has not lapsed at `now`. */
export const isLive = (cart: CartRow, siteId: number, now: Date) => cart.site_id === siteId && cart.expires_at.getTime() > now.getTime();

/** A transaction's query builder, or the database itself. */
export type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Expired carts are removed once in this many new carts, so the table holds the live ones. */
const SWEEP_EVERY = 200;

type RawCart = {
  id: string;
  site_id: number;
  customer_type_id: number | null;
  expires_ms: number;
  version: number;
  is_ordering: boolean;
};
const toCart = (row: RawCart): CartRow => ({
  id: row.id,
  site_id: row.site_id,
  customer_type_id: row.customer_type_id,
  expires_at: new Date(Number(row.expires_ms)),
  version: row.version,
  isOrdering: row.is_ordering,
});
const cartColumns = sql`id, site_id, customer_type_id, (extract(epoch from expires_at) * 1000)::float8 as expires_ms, version, ordering_since is not null as is_ordering`;

/** A line row as the lines' query answers it. */
type RawLine = CartLineItem & Omit<CartLineRow, 'item'>;
const toLine = ({ plan, swipe, balance, product, promo, ...item }: RawLine): CartLineRow => ({ item, plan, swipe, balance, product, promo });

/** The columns of a cart line with what it names (`i` the line; its plan, options, product and promo joined as below). */
const lineColumns = sql`i.id, i.kind, i.meal_plan_id, i.swipe_option_id, i.db_option_id, i.db_product_id, i.amount_cents, i.months,
  i.first_bill_date::text as first_bill_date, i.first_plan_date::text as first_plan_date,
  i.last_bill_date::text as last_bill_date, i.last_plan_date::text as last_plan_date, i.bill_today, i.promo_code_id,
  to_jsonb(p) as plan, to_jsonb(so) as swipe, to_jsonb(bo) as balance, to_jsonb(d) as product, to_jsonb(pc) as promo`;
const namedRows = sql`
  left join ${mealPlans} p on p.id = i.meal_plan_id
  left join ${customPlanOptions} so on so.id = i.swipe_option_id
  left join ${customPlanOptions} bo on bo.id = i.db_option_id
  left join ${decliningBalanceProducts} d on d.id = i.db_product_id
  left join ${promoCodes} pc on pc.id = i.promo_code_id`;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A cart to make: its random id, site, customer type, and when it is made and lapses. */
export interface NewCart {
  id: string;
  site_id: number;
  customer_type_id: number | null;
  now: Date;
  expires_at: Date;
}
/** The row of the cart `made` makes, as the calls see it. */
export const cartMade = (made: NewCart): CartRow => ({ id: made.id, site_id: made.site_id, customer_type_id: made.customer_type_id, expires_at: made.expires_at, version: 0, isOrdering: false });
const newCartColumns = sql`id, site_id, customer_type_id, created_at, updated_at, expires_at`;
const newCartValues = (row: NewCart) => sql`${row.id}::uuid, ${row.site_id}::int, ${row.customer_type_id}::int, ${at(row.now)}, ${at(row.now)}, ${at(row.expires_at)}`;

/** The columns a new cart line stores, and its values in that order after `cart_id`. */
const itemColumns = sql`cart_id, kind, meal_plan_id, swipe_option_id, db_option_id, db_product_id, amount_cents, months,
  first_bill_date, first_plan_date, last_bill_date, last_plan_date, bill_today, terms_accepted_at, promo_code_id`;
const itemValues = (row: Omit<NewCartItem, 'cart_id'>) => sql`${row.kind}::text, ${row.meal_plan_id ?? null}::int, ${row.swipe_option_id ?? null}::int,
  ${row.db_option_id ?? null}::int, ${row.db_product_id ?? null}::int, ${row.amount_cents ?? null}::int, ${row.months ?? null}::int,
  ${row.first_bill_date ?? null}::date, ${row.first_plan_date ?? null}::date, ${row.last_bill_date ?? null}::date, ${row.last_plan_date ?? null}::date,
  ${row.bill_today ?? null}::boolean, ${row.terms_accepted_at?.toISOString() ?? null}::timestamptz, ${row.promo_code_id ?? null}::int`;

/**
 * How a transaction commits. 'durable' waits for the commit to reach the disk (an order's reading
 * of the cart). 'cart' does not (synchronous_commit off for that transaction alone, set by its
 * first statement): a database crash may lose the last fraction of a second of cart changes (a
 * line the buyer adds again), never a part of one, and a later durable commit (an order) flushes
 * every earlier one, so an order never stands on a lost cart line. decisions/0025 "Concurrency".
 */
export type CommitMode = 'durable' | 'cart';
const commitSetting = (mode: CommitMode) => (mode === 'cart' ? sql`, set_config('synchronous_commit', 'off', true) as commit_mode` : sql``);

/**
 * The SQL of carts. Writes take the transaction they run in, with the cart's row locked. The reads
 * of every call are written in SQL, each joined catalog row as jsonb (see order-form.repo.ts), so
 * a cart call costs few round trips and little work building queries.
 */
export function cartRepo(db: Db) {
  let created = 0;
  /** Counts a new cart; once in SWEEP_EVERY, removes the expired ones (off the request's path). */
  const sweepNowAndThen = (now: Date) => {
    created += 1;
    if (created % SWEEP_EVERY !== 0) return;
    void db
      .delete(carts)
      .where(lte(carts.expires_at, now))
      .catch(() => undefined);
  };
  /**
   * The cart (its version too) and its lines, read together (one statement: one snapshot),
   * unlocked, whether live or not. A write reads them while it reads the site; a version one
   * higher once it holds the lock, or the same version in appendIfUnchanged, proves no write
   * came between, so these are the cart's lines and need no second read.
   */
  async function snapshot(cartId: string): Promise<CartSnapshot | undefined> {
    type Row = Partial<RawLine> & { cart_site_id: number; cart_customer_type_id: number | null; cart_expires_ms: number; cart_version: number; cart_is_ordering: boolean };
    const result = await executeNamed<Row>(db, 'cart_snapshot', sql`
      select c.site_id as cart_site_id, c.customer_type_id as cart_customer_type_id,
        (extract(epoch from c.expires_at) * 1000)::float8 as cart_expires_ms, c.version as cart_version,
        c.ordering_since is not null as cart_is_ordering, ${lineColumns}
      from ${carts} c left join ${cartItems} i on i.cart_id = c.id ${namedRows}
      where c.id = ${cartId}
      order by i.id`);
    const first = result.rows[0];
    if (!first) return undefined;
    const cart = toCart({ id: cartId, site_id: first.cart_site_id, customer_type_id: first.cart_customer_type_id, expires_ms: first.cart_expires_ms, version: first.cart_version, is_ordering: first.cart_is_ordering });
    const lines = result.rows
      .filter((row): row is Row & RawLine => row.id != null)
      .map(({ cart_site_id: _site, cart_customer_type_id: _type, cart_expires_ms: _expires, cart_version: _version, cart_is_ordering: _ordering, ...line }) => toLine(line));
    return { cart, lines };
  }
  return {
    db,

    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Runner) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(tx));
    },

    /** The live cart `id` of `siteId` (not expired at `now`) and its lines, read together in one statement, unlocked. */
    async liveSnapshot(id: string, siteId: number, now: Date): Promise<CartSnapshot | undefined> {
      const read = await snapshot(id);
      return read && isLive(read.cart, siteId, now) ? read : undefined;
    },

    /**
     * The live cart `id`, renewed until `expiresAt`, its version bumped and its row locked until
     * the transaction ends (an UPDATE locks as SELECT … FOR UPDATE does): writes to one cart then
     * happen one after another on every instance.
     */
    async lockLive(tx: Runner, id: string, siteId: number, now: Date, expiresAt: Date, mode: CommitMode = 'durable'): Promise<CartRow | undefined> {
      const result = await executeNamed<RawCart>(tx, `cart_lock_live_${mode}`, sql`
        update ${carts} set updated_at = ${at(now)}, expires_at = ${at(expiresAt)}, version = version + 1
        where id = ${id} and site_id = ${siteId} and expires_at > ${at(now)}
        returning ${cartColumns}${commitSetting(mode)}`);
      const row = result.rows[0];
      return row && toCart(row);
    },

    /**
     * lockLive for an order about to be placed: the cart is also marked as being ordered, which
     * every write sees once this commits (its lock, or appendIfUnchanged's condition) and is
     * refused for, until the order's settling clears the mark (ordersRepo.releaseCart).
     */
    async lockForOrder(tx: Runner, id: string, siteId: number, now: Date, expiresAt: Date): Promise<CartRow | undefined> {
      const result = await executeNamed<RawCart>(tx, 'cart_lock_for_order', sql`
        update ${carts} set updated_at = ${at(now)}, expires_at = ${at(expiresAt)}, version = version + 1, ordering_since = ${at(now)}
        where id = ${id} and site_id = ${siteId} and expires_at > ${at(now)}
        returning ${cartColumns}`);
      const row = result.rows[0];
      return row && toCart(row);
    },

    /** A new cart, as a cart write's first statement (it commits as 'cart'); once in a while, expired ones are removed (off the request's path). */
    async create(tx: Runner, row: NewCart): Promise<CartRow> {
      await executeNamed(tx, 'cart_create', sql`
        insert into ${carts} (${newCartColumns}) values (${newCartValues(row)})
        returning id${commitSetting('cart')}`);
      sweepNowAndThen(row.now);
      return cartMade(row);
    },

    /** A new cart holding one line, in one statement (it commits as 'cart'); answers the line's id. */
    async createWithLine(cart: NewCart, row: Omit<NewCartItem, 'cart_id'>): Promise<number> {
      const result = await executeNamed<{ id: number }>(db, 'cart_create_with_line', sql`
        with made as (
          insert into ${carts} (${newCartColumns}) values (${newCartValues(cart)})
          returning id${commitSetting('cart')})
        insert into ${cartItems} (${itemColumns}) select made.id, ${itemValues(row)} from made returning id`);
      const inserted = result.rows[0];
      if (!inserted) throw new Error('The cart line was not stored.');
      sweepNowAndThen(cart.now);
      return inserted.id;
    },

    async setCustomerType(tx: Runner, id: string, customerTypeId: number | null): Promise<void> {
      await tx.update(carts).set({ customer_type_id: customerTypeId }).where(eq(carts.id, id));
    },

    /** Adds a line; answers its id. */
    async insertItem(tx: Runner, row: NewCartItem): Promise<number> {
      const result = await executeNamed<{ id: number }>(tx, 'cart_item_insert', sql`
        insert into ${cartItems} (${itemColumns}) values (${row.cart_id}, ${itemValues(row)}) returning id`);
      const inserted = result.rows[0];
      if (!inserted) throw new Error('The cart line was not stored.');
      return inserted.id;
    },

    /**
     * Adds a line to the cart `cart` names, in one statement and without a lock held across round
     * trips, only when the cart is still at `cart.version` (no write came since the snapshot the
     * line was checked against), still live, of its site and not being ordered: renews it, bumps its version and sets
     * its customer type as a locked write does, and commits as 'cart'. Answers the line's id, or
     * undefined when the cart moved on (the caller then writes under the lock). The UPDATE takes the
     * row lock for the statement's length, and a write that committed in between fails its version
     * test, so no change of another write is overwritten or missed.
     */
    async appendIfUnchanged(cart: CartRow, now: Date, expiresAt: Date, customerTypeId: number | null, row: Omit<NewCartItem, 'cart_id'>): Promise<number | undefined> {
      const result = await executeNamed<{ id: number }>(db, 'cart_append_unchanged', sql`
        with renewed as (
          update ${carts} set updated_at = ${at(now)}, expires_at = ${at(expiresAt)}, version = version + 1, customer_type_id = ${customerTypeId}
          where id = ${cart.id} and site_id = ${cart.site_id} and version = ${cart.version} and expires_at > ${at(now)} and ordering_since is null
          returning id${commitSetting('cart')})
        insert into ${cartItems} (${itemColumns}) select renewed.id, ${itemValues(row)} from renewed returning id`);
      return result.rows[0]?.id;
    },

    /** Removes line `itemId` of cart `cartId`; false when the cart has no such line. */
    async deleteItem(tx: Runner, cartId: string, itemId: number): Promise<boolean> {
      const gone = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cart_id, cartId), eq(cartItems.id, itemId)))
        .returning({ id: cartItems.id });
      return gone.length > 0;
    },

    /** Changes the months of line `itemId` of cart `cartId` (its coffee subscription). */
    async setMonths(tx: Runner, cartId: string, itemId: number, months: number): Promise<void> {
      await tx
        .update(cartItems)
        .set({ months })
        .where(and(eq(cartItems.cart_id, cartId), eq(cartItems.id, itemId)));
    },

    /** Puts promo code `promoId` (or none) on lines `itemIds` of cart `cartId`. */
    async setPromo(tx: Runner, cartId: string, itemIds: number[], promoId: number | null): Promise<void> {
      if (itemIds.length === 0) return;
      await tx
        .update(cartItems)
        .set({ promo_code_id: promoId })
        .where(and(eq(cartItems.cart_id, cartId), inArray(cartItems.id, itemIds)));
    },

    /** The cart's lines in the order they were added, each with what it names. */
    async linesOf(runner: Runner, cartId: string): Promise<CartLineRow[]> {
      const result = await executeNamed<RawLine>(runner, 'cart_lines', sql`
        select ${lineColumns}
        from ${cartItems} i ${namedRows}
        where i.cart_id = ${cartId}
        order by i.id`);
      return result.rows.map(toLine);
    },

    snapshot,
  };
}
export type CartRepo = ReturnType<typeof cartRepo>;
