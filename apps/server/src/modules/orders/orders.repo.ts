import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blockedStudentAccounts,
  cartBuyers,
  cartItems,
  carts,
  customers,
  facultyEmails,
  orderCustomerSelections,
  orderLines,
  orders,
  subscriptionPayments,
  subscriptions,
  type OrderBuyer,
  type OrderStatus,
  type StoredOrderAnswer,
} from '../../db/schema/index.ts';
import type { Runner } from '../purchase/cart.repo.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'order_id'>;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

/** The SQL of checkout: the cart's buyer, the private lists, orders and their lines. */
export function ordersRepo(db: Db) {
  return {
    db,

    /** Is `studentId` on the site's blocked list (case aside)? */
    async isBlockedStudent(siteId: number, studentId: string, runner: Runner = db): Promise<boolean> {
      const found = await runner
        .select({ id: blockedStudentAccounts.id })
        .from(blockedStudentAccounts)
        .where(and(eq(blockedStudentAccounts.site_id, siteId), sql`lower(${blockedStudentAccounts.student_id}) = lower(${studentId.trim()})`))
        .limit(1);
      return found.length > 0;
    },

    /** Is `email` on the site's list of faculty and staff (case aside)? */
    async isFacultyEmail(siteId: number, email: string, runner: Runner = db): Promise<boolean> {
      const found = await runner
        .select({ id: facultyEmails.id })
        .from(facultyEmails)
        .where(and(eq(facultyEmails.site_id, siteId), sql`lower(${facultyEmails.email}) = lower(${email.trim()})`))
        .limit(1);
      return found.length > 0;
    },

    async customerByEmail(siteId: number, email: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.site_id, siteId), sql`lower(${customers.email}) = lower(${email})`))
        .limit(1);
      return row;
    },

    async customerById(id: number, runner: Runner = db): Promise<CustomerRow | undefined> {
      const [row] = await runner.select().from(customers).where(eq(customers.id, id));
      return row;
    },

    /** A new customer; undefined when the address was taken meanwhile. */
    async insertCustomer(row: NewCustomer): Promise<CustomerRow | undefined> {
      const [stored] = await db.insert(customers).values(row).onConflictDoNothing().returning();
      return stored;
    },

    /** Names `customerId` as the buyer of the live cart `cartId`; false when the cart is gone. */
    async setBuyer(cartId: string, siteId: number, customerId: number, buyer: OrderBuyer, now: Date): Promise<boolean> {
      const [cart] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, cartId), eq(carts.site_id, siteId), sql`${carts.expires_at} > ${now.toISOString()}::timestamptz`));
      if (!cart) return false;
      await db
        .insert(cartBuyers)
        .values({ cart_id: cartId, customer_id: customerId, buyer, updated_at: now })
        .onConflictDoUpdate({ target: cartBuyers.cart_id, set: { customer_id: customerId, buyer, updated_at: now } });
      return true;
    },

    async buyerOf(runner: Runner, cartId: string): Promise<{ customer_id: number; buyer: OrderBuyer } | undefined> {
      const [row] = await runner.select({ customer_id: cartBuyers.customer_id, buyer: cartBuyers.buyer }).from(cartBuyers).where(eq(cartBuyers.cart_id, cartId));
      return row;
    },

    /** The selections of the site among `ids`, by id. */
    async selectionNames(siteId: number, ids: number[], runner: Runner = db): Promise<Map<number, { kind: string; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await runner
        .select({ id: orderCustomerSelections.id, kind: orderCustomerSelections.kind, name: orderCustomerSelections.name })
        .from(orderCustomerSelections)
        .where(and(eq(orderCustomerSelections.site_id, siteId), inArray(orderCustomerSelections.id, ids)));
      return new Map(rows.map((row) => [row.id, { kind: row.kind, name: row.name }]));
    },

    /** The order of one submit attempt: the cart it came from and the client's key. */
    async attempt(runner: Runner, cartId: string, key: string): Promise<OrderRow | undefined> {
      const [row] = await runner
        .select()
        .from(orders)
        .where(and(eq(orders.cart_id, cartId), eq(orders.idempotency_key, key)));
      return row;
    },

    /** An order of cart `cartId` still waiting for its charge's result. */
    async pendingOf(runner: Runner, cartId: string): Promise<OrderRow | undefined> {
      const [row] = await runner
        .select()
        .from(orders)
        .where(and(eq(orders.cart_id, cartId), eq(orders.status, 'pending')))
        .limit(1);
      return row;
    },

    /** Stores an order and its lines; undefined when the same attempt was stored meanwhile. */
    async insertOrder(tx: Runner, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow | undefined> {
      const [stored] = await tx.insert(orders).values(order).onConflictDoNothing().returning();
      if (!stored) return undefined;
      if (lines.length > 0) await tx.insert(orderLines).values(lines.map((line) => ({ ...line, order_id: stored.id })));
      return stored;
    },

    async linesOfOrder(runner: Runner, orderId: number) {
      return runner.select().from(orderLines).where(eq(orderLines.order_id, orderId)).orderBy(orderLines.id);
    },

    /** Ends a pending order with `status`; false when another request ended it first. */
    async settle(tx: Runner, orderId: number, changes: { status: OrderStatus; result_code: string | null; card_type: string | null; card_last4: string | null; answer: StoredOrderAnswer; now: Date }): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ status: changes.status, result_code: changes.result_code, card_type: changes.card_type, card_last4: changes.card_last4, answer: changes.answer, updated_at: changes.now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      return updated.length > 0;
    },

    /**
     * Starts the subscriptions of an order, each with its first bill recorded as paid by the order
     * (result '0', at the line's price): the billing job then bills the later dates only.
     */
    async insertSubscriptions(tx: Runner, rows: NewSubscription[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      const stored = await tx.insert(subscriptions).values(rows).returning({ id: subscriptions.id, bill_dates: subscriptions.bill_dates, price_cents: subscriptions.price_cents });
      const firstBills = stored.flatMap((row) => (row.bill_dates[0] ? [{ subscription_id: row.id, bill_date: row.bill_dates[0], amount_cents: row.price_cents, result_code: '0', created_at: now }] : []));
      if (firstBills.length > 0) await tx.insert(subscriptionPayments).values(firstBills);
    },

    /**
     * Locks the cart an order is placed from and clears its mark of an order being placed
     * (cartRepo.lockForOrder): the writes it refused may change it again once this commits.
     */
    async releaseCart(tx: Runner, cartId: string): Promise<void> {
      await tx
        .update(carts)
        .set({ ordering_since: null, version: sql`${carts.version} + 1` })
        .where(eq(carts.id, cartId));
    },

    /**
     * Removes the lines `lineIds` an order priced from cart `cartId` (locked by releaseCart), and
     * the cart itself (its buyer with it) when it holds no other line: a line the order did not
     * price is never dropped with it.
     */
    async removeOrderedLines(tx: Runner, cartId: string, lineIds: number[]): Promise<void> {
      if (lineIds.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.cart_id, cartId), inArray(cartItems.id, lineIds)));
      await tx.delete(carts).where(and(eq(carts.id, cartId), sql`not exists (select 1 from ${cartItems} where ${cartItems.cart_id} = ${cartId})`));
    },

    /** A customer's finished orders, newest first. */
    async ordersOf(customerId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.customer_id, customerId), inArray(orders.status, ['paid', 'placed'])))
        .orderBy(desc(orders.created_at), desc(orders.id));
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
