import { allowedPaymentTypes, CARD_MESSAGES, CART_LIMIT_MESSAGE, isOverCartLimit, localDateTime, type PaymentLine, type PaymentType } from '@commons/domain';
import type { Cart, SubscriptionChargeNote } from '@commons/contract';
import { AppError } from '../../platform/app-error.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import { oneAtATime } from '../../platform/one-at-a-time.ts';
import type { ChargeResult, PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import type { CardOrderBody } from '@commons/contract';
import type { OrderSelections, StoredOrderAnswer } from '../../db/schema/index.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { CartLineRow, CartRepo, Runner } from '../purchase/cart.repo.ts';
import { priceCart } from '../purchase/cart-pricing.ts';
import { CART_MESSAGES, CART_TTL_MS } from '../purchase/cart.service.ts';
import { isParentType, sellingSite, type SellingSite } from '../purchase/order-form.service.ts';
import type { OrderFormRepo } from '../purchase/order-form.repo.ts';
import { checkBuyer } from './buyer-checks.ts';
import { checkedCard } from './card-checks.ts';
import { orderLinesOf, subscriptionChargesOf, subscriptionsOf } from './order-lines.ts';
import { orderNumber } from './order-number.ts';
import { receiptMail } from './receipt-mail.ts';
import type { CustomerRow, OrderRow, OrdersRepo } from './orders.repo.ts';

export const ORDER_MESSAGES = {
  /** A non-card order that fails (docs/product/purchase.md#messages). */
  failed: 'There was an error processing your transaction.',
  placed: 'Your order has been placed.',
  approved: 'Approved',
  emptyCart: 'Your cart is empty.',
  noBuyer: 'Enter your details before you place the order.',
  notYourCart: 'This order is for another customer: enter your details again.',
  logIn: 'Log in to order with this account.',
  subscriptionLogIn: 'Log in to buy a subscription.',
  paymentType: 'This payment type is not offered for the items in your cart.',
  studentIdTerms: 'Please accept the Student ID terms to pay by Student ID.',
  mealPlanTerms: 'Please accept the meal plan terms.',
  inProgress: CART_MESSAGES.orderInProgress,
  declined: CARD_MESSAGES.declined,
  invalidCard: CARD_MESSAGES.invalidCardNumber,
  cardNeeded: 'A credit card order is placed with its card: send it to cart/create_cc_order.',
} as const;

export interface PlaceOrderInput {
  site_id: number;
  customer_id: number;
  payment_type: PaymentType;
  idempotency_key: string;
  location_id?: number | null | undefined;
  term_id?: number | null | undefined;
  year_id?: number | null | undefined;
  student_id_terms_accepted?: boolean | undefined;
  meal_plan_terms_accepted?: boolean | undefined;
}

export interface OrderAnswer {
  msg: string;
  total_cents: number;
  order_no: string;
  subscription_charges: SubscriptionChargeNote[];
}

/** A placed order's answer, or the refusal a repeated submit of the same attempt gets again. */
export type PlaceOutcome = { status: 200; body: OrderAnswer } | { status: number; body: { status: 'error'; msg: string; errors?: Record<string, string> } };

/** A pending order older than this was left by a request that died: the next attempt takes it up. */
const STALE_PENDING_MS = 60_000;

const orderNo = (order: Pick<OrderRow, 'id'>) => orderNumber(order.id);

function paymentLineOf(row: CartLineRow): PaymentLine {
  return row.item.kind === 'Meal plan' ? { kind: 'Meal plan', payment_types: row.plan?.payment_types ?? [] } : { kind: row.item.kind };
}

const refusal = (error: AppError, status: number): PlaceOutcome => ({ status, body: { status: 'error', msg: error.message, ...(error.errors ? { errors: error.errors } : {}) } });

interface Prepared {
  order: OrderRow;
  cart: Cart;
  site: SellingSite;
  /** The cart lines the order was priced from: the ones a placed order removes from the cart. */
  lineIds: number[];
}

/**
 * Checkout step 4's second half (docs/product/purchase.md#checkout, docs/product/api.md#purchase cart/checkout and cart/create_cc_order;
 * decisions/0027). An attempt is named by the cart and the client's idempotency key: a repeat
 * answers the first result. Student ID and payroll orders are placed in one transaction with the
 * cart emptied and the receipt queued. A card order is stored first as pending, then charged
 * with the order's public id as the gateway's reference (a processor charges a reference once),
 * then settled in a second transaction; a repeat while it is pending charges the same reference,
 * so a crash between the charge and the settlement is repaired by the retry, never charged twice.
 */
export function placeOrderService(deps: { repo: OrdersRepo; carts: CartRepo; orderForm: OrderFormRepo; sites: SitesRepo; gateway: PaymentGateway; mail: MailOutbox; clock: () => Date; publicBaseUrl: string }) {
  const { repo, carts, orderForm, gateway, mail, clock } = deps;
  const attemptsOfOneCart = oneAtATime();

  async function selectionsOf(tx: Runner, site: SellingSite, input: PlaceOrderInput, customerTypeId: number | null): Promise<OrderSelections> {
    const ids = [input.location_id, input.term_id, input.year_id].filter((id): id is number => typeof id === 'number');
    const names = await repo.selectionNames(input.site_id, ids, tx);
    const nameOf = (id: number | null | undefined, kind: string) => (id == null ? null : names.get(id)?.kind === kind ? (names.get(id)?.name ?? null) : null);
    return {
      location: nameOf(input.location_id, 'location'),
      term: nameOf(input.term_id, 'term'),
      year: nameOf(input.year_id, 'year'),
      customer_type: site.types.find((t) => t.id === customerTypeId)?.name ?? null,
    };
  }

  /**
   * Every check of the order under the cart's lock; answers the order stored as pending, or throws
   * the refusal. Every read here goes through `tx`: a second connection taken while this one is
   * held could wait for ever once every connection of the pool is held the same way.
   */
  async function prepare(tx: Runner, cartId: string, input: PlaceOrderInput, session: CustomerRow | null, site: SellingSite, hasCard: boolean): Promise<Prepared> {
    const now = clock();
    // Marked as being ordered until settle: a cart write meanwhile is refused, never answered and then lost.
    const cartRow = await carts.lockForOrder(tx, cartId, input.site_id, now, new Date(now.getTime() + CART_TTL_MS));
    const rows = cartRow ? await carts.linesOf(tx, cartRow.id) : [];
    if (!cartRow || rows.length === 0) throw new AppError('conflict', ORDER_MESSAGES.emptyCart);
    const lineIds = rows.map((row) => row.item.id);
    const buyerRow = await repo.buyerOf(tx, cartRow.id);
    if (!buyerRow) throw new AppError('invalid', ORDER_MESSAGES.noBuyer);
    if (buyerRow.customer_id !== input.customer_id) throw new AppError('forbidden', ORDER_MESSAGES.notYourCart);
    const customer = await repo.customerById(buyerRow.customer_id, tx);
    if (!customer) throw new AppError('invalid', ORDER_MESSAGES.noBuyer);
    const isSessionCustomer = session?.id === customer.id;
    if (customer.password_hash !== null && !isSessionCustomer) throw new AppError('unauthorized', ORDER_MESSAGES.logIn);
    const type = site.types.find((t) => t.id === cartRow.customer_type_id);
    const cart = priceCart(rows, { settings: site.settings, customerTypeAppliesTax: type?.apply_tax ?? true, today: site.today }, { customer_type_id: cartRow.customer_type_id, expires_at: cartRow.expires_at });
    // Adds keep a cart within its limit; prices raised since (or a promo code taken off) may take it past (decisions/0025 "Amount limits").
    if (isOverCartLimit({ subtotal: cart.subtotal_cents, total: cart.total_cents })) throw new AppError('invalid', CART_LIMIT_MESSAGE);
    const hasSubscription = cart.items.some((item) => item.subscription !== null || item.coffee !== null);
    if (hasSubscription && !isSessionCustomer) throw new AppError('unauthorized', ORDER_MESSAGES.subscriptionLogIn);
    const offered = allowedPaymentTypes(rows.map(paymentLineOf), site.settings, type?.payment_types ?? []);
    if (!offered.includes(input.payment_type)) throw new AppError('invalid', ORDER_MESSAGES.paymentType, { payment_type: ORDER_MESSAGES.paymentType });
    const terms: Record<string, string> = {};
    if (input.payment_type === 'Student ID' && site.settings.student_id_requires_terms && !input.student_id_terms_accepted) terms.student_id_terms_accepted = ORDER_MESSAGES.studentIdTerms;
    if (site.settings.plans_require_terms && rows.some((row) => row.item.kind === 'Meal plan') && !input.meal_plan_terms_accepted) terms.meal_plan_terms_accepted = ORDER_MESSAGES.mealPlanTerms;
    if (Object.keys(terms).length > 0) throw new AppError('invalid', Object.values(terms)[0] ?? ORDER_MESSAGES.failed, terms);
    const { buyer } = buyerRow;
    await checkBuyer(repo, { siteId: input.site_id, settings: site.settings, values: { ...buyer, confirm_email: buyer.email, ...studentValues(buyer) }, paymentType: input.payment_type, isParent: type ? isParentType(type.name) : false, isLoggedIn: true }, tx);
    if (input.payment_type === 'Credit card' && cart.total_cents > 0 && !hasCard) throw new AppError('invalid', ORDER_MESSAGES.cardNeeded, { payment_type: ORDER_MESSAGES.cardNeeded });
    const pending = await repo.pendingOf(tx, cartRow.id);
    if (pending) {
      // Another attempt is being charged: wait for it; one left behind by a crash is taken up again.
      if (now.getTime() - pending.created_at.getTime() < STALE_PENDING_MS) throw new AppError('conflict', ORDER_MESSAGES.inProgress);
      return { order: pending, cart, site, lineIds };
    }
    const order = await repo.insertOrder(
      tx,
      {
        site_id: input.site_id,
        customer_id: customer.id,
        cart_id: cartRow.id,
        idempotency_key: input.idempotency_key,
        status: 'pending',
        payment_type: input.payment_type,
        subtotal_cents: cart.subtotal_cents,
        tax_cents: cart.tax_cents,
        discount_cents: cart.discount_cents,
        bonus_cents: cart.items.reduce((sum, item) => sum + item.bonus_cents, 0),
        total_cents: cart.total_cents,
        buyer,
        selections: await selectionsOf(tx, site, input, cartRow.customer_type_id),
        created_at: now,
        updated_at: now,
      },
      orderLinesOf(cart, site.today),
    );
    if (!order) throw new AppError('conflict', ORDER_MESSAGES.inProgress);
    return { order, cart, site, lineIds };
  }

  /**
   * Settles a pending order under the cart's lock: the subscriptions, the lines it priced gone from
   * the cart (the cart too when nothing else is left), the receipt queued, the answer kept; the
   * cart's writes may go on from then.
   */
  async function settle(prepared: Prepared, charge: ChargeResult | null): Promise<PlaceOutcome> {
    const { order, cart } = prepared;
    const now = clock();
    const isApproved = charge === null || charge.outcome === 'approved';
    const outcome: PlaceOutcome = isApproved
      ? { status: 200, body: { msg: charge ? ORDER_MESSAGES.approved : ORDER_MESSAGES.placed, total_cents: order.total_cents, order_no: orderNo(order), subscription_charges: subscriptionChargesOf(cart, prepared.site.today) } }
      : refusal(charge.outcome === 'invalid' ? new AppError('payment_refused', ORDER_MESSAGES.invalidCard, { card_number: ORDER_MESSAGES.invalidCard }) : new AppError('payment_refused', ORDER_MESSAGES.declined, { card_number: ORDER_MESSAGES.declined }), 402);
    const answer: StoredOrderAnswer = { status: outcome.status, body: outcome.body as unknown as Record<string, unknown> };
    const status = !isApproved ? 'declined' : charge ? 'paid' : 'placed';
    const site = await deps.sites.findById(order.site_id);
    await mail.inTransaction(async (tx, queue) => {
      await repo.releaseCart(tx, order.cart_id);
      const settled = await repo.settle(tx, order.id, { status, result_code: charge?.code ?? null, card_type: charge?.cardType ?? null, card_last4: charge?.last4 ?? null, answer, now });
      if (!settled || !isApproved) return;
      await repo.insertSubscriptions(tx, subscriptionsOf(cart, { site_id: order.site_id, customer_id: order.customer_id, order_id: order.id, payment_type: order.payment_type, card_token: charge?.cardToken ?? null, card_last4: charge?.last4 ?? null }), now);
      await repo.removeOrderedLines(tx, order.cart_id, prepared.lineIds);
      if (site) await queue(receiptMail({ site, order: { ...order, card_type: charge?.cardType ?? null, card_last4: charge?.last4 ?? null }, lines: orderLinesOf(cart, localDateTime(order.created_at, site.time_zone).date), publicBaseUrl: deps.publicBaseUrl }));
    });
    // Another request settled it first: answer what it stored.
    const stored = await repo.attempt(repo.db, order.cart_id, order.idempotency_key);
    return (stored?.answer as PlaceOutcome | null) ?? outcome;
  }

  async function place(cartId: string | null, input: PlaceOrderInput, session: CustomerRow | null, cardForm: CardOrderBody | null): Promise<PlaceOutcome> {
    if (!cartId) return refusal(new AppError('conflict', ORDER_MESSAGES.emptyCart), 409);
    return attemptsOfOneCart(cartId, async () => {
      const earlier = await repo.attempt(repo.db, cartId, input.idempotency_key);
      if (earlier?.answer) return earlier.answer as PlaceOutcome;
      const site = await sellingSite(orderForm, input.site_id, clock());
      // A card with a bad field is refused before anything is stored (the buyer is not needed to judge it).
      if (cardForm) checkedCard(cardForm, site.today, { address: '', city: '', state: '', zip_code: '' });
      const prepared = earlier ? { order: earlier, site, ...(await cartOfOrder(earlier, site)) } : await carts.transaction((tx) => prepare(tx, cartId, input, session, site, cardForm !== null));
      const { order } = prepared;
      const needsCharge = order.payment_type === 'Credit card' && order.total_cents > 0;
      if (!needsCharge) return settle(prepared, null);
      if (!cardForm) throw new AppError('invalid', ORDER_MESSAGES.cardNeeded, { payment_type: ORDER_MESSAGES.cardNeeded });
      const card = checkedCard(cardForm, site.today, order.buyer);
      const charge = await gateway.charge({ reference: order.public_id, amountCents: order.total_cents, card, description: `Order ${orderNo(order)}` });
      return settle(prepared, charge);
    });
  }

  /**
   * A pending order's cart as it was priced, read back from its lines (for a retried charge): the
   * cart stays marked as being ordered until the order settles, so its lines are still the ones priced.
   */
  async function cartOfOrder(order: OrderRow, site: SellingSite): Promise<{ cart: Cart; lineIds: number[] }> {
    const rows = await carts.linesOf(carts.db, order.cart_id);
    const type = site.types.find((t) => t.name === order.selections.customer_type);
    const cart = priceCart(rows, { settings: site.settings, customerTypeAppliesTax: type?.apply_tax ?? true, today: site.today }, { customer_type_id: type?.id ?? null, expires_at: null });
    return { cart, lineIds: rows.map((row) => row.item.id) };
  }

  return {
    /** docs/product/api.md#purchase cart/checkout: Student ID and payroll deduction (and a credit card order of $0.00). */
    checkout: (cartId: string | null, input: PlaceOrderInput, session: CustomerRow | null) => place(cartId, input, session, null),
    /** docs/product/api.md#purchase cart/create_cc_order. */
    cardOrder: (cartId: string | null, body: CardOrderBody, session: CustomerRow | null) => place(cartId, body, session, body),
  };
}
export type PlaceOrderService = ReturnType<typeof placeOrderService>;

function studentValues(buyer: { student: { first_name: string; last_name: string; email: string; phone_number: string; address: string; city: string; state: string; zip_code: string } | null }) {
  const s = buyer.student;
  if (!s) return {};
  return {
    student_first_name: s.first_name,
    student_last_name: s.last_name,
    student_email: s.email,
    student_confirm_email: s.email,
    student_phone_number: s.phone_number,
    student_address: s.address,
    student_city: s.city,
    student_state: s.state,
    student_zip_code: s.zip_code,
  };
}
