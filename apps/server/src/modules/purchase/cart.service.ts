import { randomUUID } from 'node:crypto';
import { CART_LIMIT_MESSAGE, isOverCartLimit } from '@commons/domain';
import type { Cart } from '@commons/contract';
import { AppError, invalid } from '../../platform/app-error.ts';
import { oneAtATime } from '../../platform/one-at-a-time.ts';
import { cartMade, isLive, type CartLineItem, type CartLineRow, type CartRepo, type CartRow, type CartSnapshot, type NewCart, type NewCartItem, type Runner } from './cart.repo.ts';
import { priceCart } from './cart-pricing.ts';
import type { CustomerTypeRow, OrderFormRepo, PromoCodeRow } from './order-form.repo.ts';
import { sellingSite, type SellingSite } from './order-form.service.ts';

/** docs/product/purchase.md#cart: a cart is kept 7 days (from its last change). */
export const CART_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** More lines than any buyer needs; past it, adding is refused. */
export const MAX_CART_ITEMS = 50;

export const CART_MESSAGES = {
  chooseType: 'Choose a customer type.',
  otherType: 'Your cart holds products chosen for another customer type. Remove them before changing your selections.',
  full: `Your cart can hold at most ${MAX_CART_ITEMS} items.`,
  notInCart: 'This item is not in your cart.',
  /** A write while an order of the cart is being placed (the checkout's words for a second submit). */
  orderInProgress: 'Your order is being processed. Please wait a moment.',
} as const;

/** What a cart call answers, and the cart id the browser keeps (null: leave its cookie as it is). */
export interface CartOutcome {
  cart: Cart;
  /** The cart to name in the browser's cookie: the call made or renewed it. */
  setCookieFor: string | null;
}

/**
 * What a write sees: the cart, its lines (which the write's changes keep up to date), the site's
 * settings, customer types and today's date there. Everything a write reads besides the cart is
 * read before its transaction, so a transaction never waits for a second connection.
 */
export interface WriteScope extends SellingSite {
  /** The transaction holding the cart's lock; null while the write is tried on the cart as read before (see write). */
  tx: Runner | null;
  cart: CartRow;
  lines: CartLineRow[];
  /** The lines added while `tx` is null, stored by write if the cart is still as read. */
  added: { row: Omit<NewCartItem, 'cart_id'>; item: CartLineItem }[];
}

/** The transaction of a write that changes more than it can without the lock (write tries again with it). */
function lockOf(scope: WriteScope): Runner {
  if (!scope.tx) throw new Error('This change is made under the cart lock.');
  return scope.tx;
}

/**
 * A cart call as its route hands it on (cartCore.callOf): the cart the browser's cookie names,
 * that cart as read when the call came in, and the go-ahead to write, which is the call's count
 * against the cart writes' rate limit. Both are started by the route as the request comes in, so
 * they run while the call reads what else it needs; a write waits for the count before it writes,
 * and a caller over the limit (a 429) writes nothing.
 */
export interface CartCall {
  cartId: string | null;
  admitted: Promise<void>;
  /** The cart and its lines, read unlocked (cartRepo.snapshot); undefined without a cart id or such a cart. */
  before: Promise<CartSnapshot | undefined>;
}

/** The cart a write is for: the browser's on `siteId` (named by `call`), made if missing when `create`. */
export interface WriteTarget {
  siteId: number;
  call: CartCall;
  create: boolean;
  /** The customer type a new cart is made for, when the request names one. */
  forType?: number | undefined;
  /** The site, when the caller already read it (siteOf). */
  site?: SellingSite;
}

/** What a write did: nothing, or a change of the cart's lines, made for a customer type. */
export type WriteResult = { changed: false } | { changed: true; customerTypeId: number | null };

/** Thrown for a request the client must change. */
export const problem = (field: string, message: string) => invalid(message, { [field]: message });

/**
 * The server-side cart (docs/product/purchase.md#cart, docs/product/api.md#purchase): every write runs in one transaction with the cart's
 * row locked, or, for an add, in one statement that holds only if the cart is as it was read, so
 * writes to one cart from any instance happen one after another; in this process they also wait
 * their turn before taking a connection. While an order of the cart is being placed, a write waits
 * for the checkout's lock and is then refused (409), so nothing answered is left out of the order
 * or dropped with its cart. Every answer is priced again from what
 * the lines name (cart-pricing.ts).
 */
export function cartCore(deps: { carts: CartRepo; orderForm: OrderFormRepo; clock: () => Date }) {
  const { carts, orderForm, clock } = deps;
  const writesOfOneCart = oneAtATime();

  function priced(site: SellingSite, cart: CartRow | undefined, lines: CartLineRow[]): Cart {
    const type = site.types.find((t) => t.id === cart?.customer_type_id);
    return priceCart(lines, { settings: site.settings, customerTypeAppliesTax: type?.apply_tax ?? true, today: site.today }, { customer_type_id: cart?.customer_type_id ?? null, expires_at: cart?.expires_at ?? null });
  }

  /** `work` tried on `cart` and `lines` without a lock: the one line it adds, or undefined when it does anything else, or nothing, or refuses. */
  async function oneAddition(site: SellingSite, cart: CartRow, lines: CartLineRow[], work: (scope: WriteScope) => Promise<WriteResult>) {
    const scope: WriteScope = { ...site, tx: null, cart, lines: [...lines], added: [] };
    const result = await work(scope).catch(() => undefined);
    const [added, ...more] = scope.added;
    if (!result?.changed || !added || more.length > 0) return undefined;
    return { added, customerTypeId: result.customerTypeId, lines: scope.lines };
  }

  /**
   * `work` tried on the cart and lines read beside the site, without a transaction (decisions/0025
   * "Concurrency"): when it adds one line to the live cart, the line is stored in one statement
   * that holds only if no write came since (cartRepo.appendIfUnchanged). Anything else (no change,
   * another change, a refusal, a lapsed cart, a write in between) is undefined, and the write runs
   * again under the lock, which decides from the cart as it is then.
   */
  async function appendToSnapshot(site: SellingSite, before: CartSnapshot, work: (scope: WriteScope) => Promise<WriteResult>): Promise<CartOutcome | undefined> {
    const addition = await oneAddition(site, before.cart, before.lines, work);
    if (!addition) return undefined;
    const now = clock();
    const expiresAt = new Date(now.getTime() + CART_TTL_MS);
    const id = await carts.appendIfUnchanged(before.cart, now, expiresAt, addition.customerTypeId, addition.added.row);
    if (id === undefined) return undefined;
    addition.added.item.id = id;
    return { cart: priced(site, { ...before.cart, customer_type_id: addition.customerTypeId, expires_at: expiresAt }, addition.lines), setCookieFor: before.cart.id };
  }

  /** A browser's first add: a new cart (a new random id) with its one line, in one statement; anything else is undefined, for the locked way. */
  async function addToNewCart(site: SellingSite, target: WriteTarget, work: (scope: WriteScope) => Promise<WriteResult>): Promise<CartOutcome | undefined> {
    const now = clock();
    const made: NewCart = { id: randomUUID(), site_id: target.siteId, customer_type_id: site.types.find((t) => t.id === target.forType)?.id ?? null, now, expires_at: new Date(now.getTime() + CART_TTL_MS) };
    const cart = cartMade(made);
    const addition = await oneAddition(site, cart, [], work);
    if (!addition) return undefined;
    addition.added.item.id = await carts.createWithLine({ ...made, customer_type_id: addition.customerTypeId }, addition.added.row);
    return { cart: priced(site, { ...cart, customer_type_id: addition.customerTypeId }, addition.lines), setCookieFor: cart.id };
  }

  /**
   * Runs `work` on the browser's live cart, renewing it for 7 days: an add on the cart as read
   * beside the site when nothing came between (appendToSnapshot), a first add with its new cart
   * (addToNewCart), anything else under the cart's lock.
   * Without a live cart (no cookie, an unknown or lapsed id), `create` makes a new cart with a new
   * random id; otherwise the empty cart is answered and nothing is stored. A new cart is made for
   * `forType` when that is one of the site's customer types (saving a write when the work keeps it).
   */
  async function write(target: WriteTarget, work: (scope: WriteScope) => Promise<WriteResult>): Promise<CartOutcome> {
    const { siteId, call, create, forType } = target;
    const { cartId } = call;
    const [site, , before] = await Promise.all([target.site ?? sellingSite(orderForm, siteId, clock()), call.admitted, call.before]);
    const locked = async (): Promise<CartOutcome> => {
      const outcome = await carts.transaction(async (tx) => {
        const now = clock();
        const expiresAt = new Date(now.getTime() + CART_TTL_MS);
        const live = cartId ? await carts.lockLive(tx, cartId, siteId, now, expiresAt, 'cart') : undefined;
        // The order being placed charges the lines it read: a change now would be answered and then lost.
        if (live?.isOrdering) throw new AppError('conflict', CART_MESSAGES.orderInProgress);
        if (!live && !create) return { cart: undefined, lines: [] };
        const typeId = site.types.find((t) => t.id === forType)?.id ?? null;
        const cart = live ?? (await carts.create(tx, { id: randomUUID(), site_id: siteId, customer_type_id: typeId, now, expires_at: expiresAt }));
        // The lines read before the lock are the cart's when no write came between (cartRepo.snapshot).
        const unchanged = live !== undefined && before !== undefined && before.cart.version + 1 === live.version;
        const lines = !live ? [] : unchanged ? before.lines : await carts.linesOf(tx, cart.id);
        const scope: WriteScope = { ...site, tx, cart, lines, added: [] };
        const result = await work(scope);
        if (!result.changed || result.customerTypeId === cart.customer_type_id) return { cart, lines: scope.lines };
        await carts.setCustomerType(tx, cart.id, result.customerTypeId);
        return { cart: { ...cart, customer_type_id: result.customerTypeId }, lines: scope.lines };
      });
      return { cart: priced(site, outcome.cart, outcome.lines), setCookieFor: outcome.cart?.id ?? null };
    };
    const readLive = before && isLive(before.cart, siteId, clock()) ? before : undefined;
    const unlocked = () => (readLive ? appendToSnapshot(site, readLive, work) : create ? addToNewCart(site, target, work) : Promise.resolve(undefined));
    if (!cartId) return (await unlocked()) ?? locked();
    return writesOfOneCart(cartId, async () => (await unlocked()) ?? locked());
  }

  /**
   * The customer type a line is added for: the one sent, or the cart's. A cart with lines keeps
   * its type (409 for another: the page disables the selections while the cart has items).
   */
  function typeFor(scope: WriteScope, given: number | undefined): CustomerTypeRow {
    const current = scope.cart.customer_type_id;
    const id = given ?? current;
    if (id === null) throw problem('customer_type_id', CART_MESSAGES.chooseType);
    if (scope.lines.length > 0 && current !== null && current !== id) throw new AppError('conflict', CART_MESSAGES.otherType, { customer_type_id: CART_MESSAGES.otherType });
    const type = scope.types.find((t) => t.id === id);
    if (!type) throw problem('customer_type_id', CART_MESSAGES.chooseType);
    return type;
  }

  return {
    write,
    typeFor,

    /** The call of a write on cart `cartId` (the cookie's), counted by `admitted`: starts reading the cart. */
    callOf(cartId: string | null, admitted: Promise<void>): CartCall {
      const before = cartId ? carts.snapshot(cartId) : Promise.resolve(undefined);
      // The write awaits it; a call refused before writing (bad input, a 404) leaves it unawaited.
      before.catch(() => undefined);
      return { cartId, admitted, before };
    },

    /** The published site `siteId` that sells meal plans (404 otherwise), read for a write to come. */
    siteOf: (siteId: number) => sellingSite(orderForm, siteId, clock()),

    /** Refuses a line past the cart's capacity. */
    roomFor(scope: WriteScope): void {
      if (scope.lines.length >= MAX_CART_ITEMS) throw new AppError('conflict', CART_MESSAGES.full);
    },

    /**
     * Refuses, under `field`, an add that takes the cart of `scope` (for customer type `typeId`)
     * past its limit, by its lines' list prices or its total (decisions/0025 "Amount limits"): every
     * sum of a cart then fits the orders' integer cents.
     */
    withinLimit(scope: WriteScope, typeId: number, field: string): void {
      const cart = priced(scope, { ...scope.cart, customer_type_id: typeId }, scope.lines);
      if (isOverCartLimit({ subtotal: cart.subtotal_cents, total: cart.total_cents })) throw problem(field, CART_LIMIT_MESSAGE);
    },

    /** Adds a line naming the catalog rows `names` to the cart of `scope` (stored now under the lock, or by write). */
    async insertLine(scope: WriteScope, row: Omit<NewCartItem, 'cart_id'>, names: Omit<CartLineRow, 'item' | 'promo'>): Promise<void> {
      const item: CartLineItem = {
        id: 0,
        kind: row.kind,
        meal_plan_id: row.meal_plan_id ?? null,
        swipe_option_id: row.swipe_option_id ?? null,
        db_option_id: row.db_option_id ?? null,
        db_product_id: row.db_product_id ?? null,
        amount_cents: row.amount_cents ?? null,
        months: row.months ?? null,
        first_bill_date: row.first_bill_date ?? null,
        first_plan_date: row.first_plan_date ?? null,
        last_bill_date: row.last_bill_date ?? null,
        last_plan_date: row.last_plan_date ?? null,
        bill_today: row.bill_today ?? null,
        promo_code_id: null,
      };
      if (scope.tx) item.id = await carts.insertItem(scope.tx, { ...row, cart_id: scope.cart.id });
      else scope.added.push({ row, item });
      scope.lines.push({ item, ...names, promo: null });
    },

    /** Changes the months of the locked cart's line `itemId` (its coffee subscription). */
    async setMonths(scope: WriteScope, itemId: number, months: number): Promise<void> {
      await carts.setMonths(lockOf(scope), scope.cart.id, itemId, months);
      scope.lines = scope.lines.map((line) => (line.item.id === itemId ? { ...line, item: { ...line.item, months } } : line));
    },

    /** Puts `promo` (or none) on lines `itemIds` of the locked cart. */
    async setPromo(scope: WriteScope, itemIds: number[], promo: PromoCodeRow | null): Promise<void> {
      await carts.setPromo(lockOf(scope), scope.cart.id, itemIds, promo?.id ?? null);
      scope.lines = scope.lines.map((line) => (itemIds.includes(line.item.id) ? { ...line, item: { ...line.item, promo_code_id: promo?.id ?? null }, promo } : line));
    },

    /** docs/product/api.md#purchase GET cart/fetch: the live cart, or an empty one (nothing stored). */
    async fetch(siteId: number, cartId: string | null): Promise<Cart> {
      const [site, live] = await Promise.all([sellingSite(orderForm, siteId, clock()), cartId ? carts.liveSnapshot(cartId, siteId, clock()) : undefined]);
      return priced(site, live?.cart, live?.lines ?? []);
    },

    /** docs/product/api.md#purchase DELETE cart/delete_cart_item; a line not in the cart changes nothing. */
    async deleteItem(siteId: number, call: CartCall, itemId: number): Promise<CartOutcome> {
      return write({ siteId, call, create: false }, async (scope) => {
        if (!(await carts.deleteItem(lockOf(scope), scope.cart.id, itemId))) return { changed: false };
        scope.lines = scope.lines.filter((line) => line.item.id !== itemId);
        return { changed: true, customerTypeId: scope.lines.length > 0 ? scope.cart.customer_type_id : null };
      });
    },
  };
}
export type CartCore = ReturnType<typeof cartCore>;
