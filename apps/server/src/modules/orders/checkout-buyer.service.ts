import { withLockedIdentity, type PaymentType } from '@commons/domain';
import { AppError } from '../../platform/app-error.ts';
import type { CountAttempt } from '../../platform/attempt-limits.ts';
import { SIGN_UP_LIMITS } from '../customers/customers.service.ts';
import { hashPassword } from '../customers/passwords.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { CartRepo } from '../purchase/cart.repo.ts';
import { isParentType, sellingSite } from '../purchase/order-form.service.ts';
import type { OrderFormRepo } from '../purchase/order-form.repo.ts';
import type { OrderBuyer } from '../../db/schema/index.ts';
import { checkBuyer, type BuyerValues } from './buyer-checks.ts';
import type { CustomerRow, OrdersRepo } from './orders.repo.ts';

export const BUYER_STEP_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  accountExists: 'An account already uses this email address. Log in to order with it (or reset its password first).',
  noAccounts: 'This site does not keep customer accounts: leave the password empty to order as a guest.',
} as const;

export type BuyerInput = BuyerValues & { site_id: number; payment_type: PaymentType };

/** The checkout's answer about who buys (docs/product/api.md#purchase customer/create: customer, student). */
export interface BuyerAnswer {
  customer: { id: number; first_name: string; last_name: string; student_id: string; email: string; phone_number: string; address: string; city: string; state: string; zip_code: string; is_parent: boolean; has_account: boolean };
  student: NonNullable<OrderBuyer['student']> | null;
}

/** The details an order keeps of its buyer, and of the student a parent buys for. */
export function buyerOf(values: BuyerValues, isParent: boolean): OrderBuyer {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    student_id: values.student_id,
    email: values.email,
    phone_number: values.phone_number,
    address: values.address,
    city: values.city,
    state: values.state,
    zip_code: values.zip_code,
    is_parent: isParent,
    student: isParent
      ? {
          first_name: text(values.student_first_name),
          last_name: text(values.student_last_name),
          email: text(values.student_email),
          phone_number: text(values.student_phone_number),
          address: text(values.student_address),
          city: text(values.student_city),
          state: text(values.student_state),
          zip_code: text(values.student_zip_code),
        }
      : null,
  };
}

/**
 * What a logged-in customer's checkout form stands for: the order and its receipt go to the
 * account's own address, whatever address was typed (else anyone logged in could send an order
 * and its receipt to another person's address). An account the school's sign-in owns also buys
 * under the names and student ID it holds.
 */
function asAccount(typed: BuyerInput, account: CustomerRow): BuyerInput {
  return { ...withLockedIdentity(typed, account), email: account.email, confirm_email: account.email };
}

function answerOf(customer: CustomerRow, buyer: OrderBuyer): BuyerAnswer {
  const { student, ...contact } = buyer;
  return { customer: { ...contact, id: customer.id, has_account: customer.password_hash !== null }, student };
}

/**
 * Checkout step 4's first half (docs/product/purchase.md#checkout; decisions/0027): who is buying this browser's cart.
 * A logged-in customer buys as themself, under their account's e-mail (their account is not
 * changed: the order keeps the other details typed here, but the names and student ID of an
 * account the school's sign-in owns are the account's). A visitor with a password gets an account and is logged in; without one,
 * a guest record (no password) holds their orders. An address that belongs to an account with a
 * password is refused: only its owner, logged in, orders with it.
 */
export function checkoutBuyerService(deps: { repo: OrdersRepo; carts: CartRepo; orderForm: OrderFormRepo; sites: SitesRepo; countAttempt: CountAttempt; clock: () => Date }) {
  const { repo, carts, orderForm, countAttempt, clock } = deps;

  async function guestOrNewAccount(siteId: number, values: BuyerValues, allowsAccounts: boolean, ip: string): Promise<{ customer: CustomerRow; isNewAccount: boolean }> {
    const password = values.password ?? '';
    if (password !== '' && !allowsAccounts) throw new AppError('invalid', BUYER_STEP_MESSAGES.noAccounts, { password: BUYER_STEP_MESSAGES.noAccounts });
    const existing = await repo.customerByEmail(siteId, values.email);
    if (existing && (existing.password_hash !== null || password !== '')) throw new AppError('conflict', BUYER_STEP_MESSAGES.accountExists, { email: BUYER_STEP_MESSAGES.accountExists });
    if (existing) return { customer: existing, isNewAccount: false };
    if (password !== '') await countAttempt(SIGN_UP_LIMITS.perAddress, ip); // an account made here counts as a sign-up
    const now = clock();
    const created = await repo.insertCustomer({
      site_id: siteId,
      email: values.email,
      password_hash: password === '' ? null : await hashPassword(password),
      first_name: values.first_name,
      last_name: values.last_name,
      student_id: values.student_id,
      phone: values.phone_number,
      address: values.address,
      city: values.city,
      state: values.state,
      zip: values.zip_code,
      created_at: now,
      updated_at: now,
    });
    if (created) return { customer: created, isNewAccount: password !== '' };
    // The same address was stored meanwhile: treat it as found.
    return guestOrNewAccount(siteId, values, allowsAccounts, ip);
  }

  return {
    /**
     * Checks the form for the chosen payment type and names the buyer of cart `cartId`. Answers
     * the buyer, and `openSessionFor` when a new account was made (the route logs it in).
     */
    async setBuyer(cartId: string | null, typed: BuyerInput, session: CustomerRow | null, ip: string): Promise<BuyerAnswer & { openSessionFor: CustomerRow | null }> {
      const input = session ? asAccount(typed, session) : typed;
      const [site, live] = await Promise.all([sellingSite(orderForm, input.site_id, clock()), cartId ? carts.liveSnapshot(cartId, input.site_id, clock()) : undefined]);
      const cart = live?.cart;
      const lines = live?.lines ?? [];
      if (!cart || lines.length === 0) throw new AppError('conflict', BUYER_STEP_MESSAGES.emptyCart);
      const type = site.types.find((t) => t.id === cart.customer_type_id);
      const isParent = type ? isParentType(type.name) : false;
      await checkBuyer(repo, { siteId: input.site_id, settings: site.settings, values: input, paymentType: input.payment_type, isParent, isLoggedIn: session !== null });
      const siteRow = await deps.sites.findById(input.site_id);
      const found = session ?? null;
      const { customer, isNewAccount } = found ? { customer: found, isNewAccount: false } : await guestOrNewAccount(input.site_id, input, Boolean(siteRow?.flags.customer_login), ip);
      const buyer = buyerOf(input, isParent);
      if (!(await repo.setBuyer(cart.id, input.site_id, customer.id, buyer, clock()))) throw new AppError('conflict', BUYER_STEP_MESSAGES.emptyCart);
      return { ...answerOf(customer, buyer), openSessionFor: isNewAccount ? customer : null };
    },
  };
}
export type CheckoutBuyerService = ReturnType<typeof checkoutBuyerService>;
