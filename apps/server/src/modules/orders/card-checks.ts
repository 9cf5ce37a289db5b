import { cardDigits, cardProblems, parseExpiration, type YearMonth } from '@commons/domain';
import type { CardOrderBody } from '@commons/contract';
import { AppError } from '../../platform/app-error.ts';
import type { CardDetails } from '../../platform/payments/payment-gateway.ts';
import type { OrderBuyer } from '../../db/schema/index.ts';
import { CHECKOUT_ERROR } from './buyer-checks.ts';

/** The site's calendar month of `today` ('YYYY-MM-DD'): a card is good through its expiry month. */
export const yearMonthOf = (today: string): YearMonth => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });

/**
 * The card of a card order, checked with every rule of docs/product/purchase.md#card against the
 * site's month (400 with each field's message), billed to its billing address or, without one,
 * to the buyer's contact address.
 */
export function checkedCard(body: CardOrderBody, today: string, buyer: Pick<OrderBuyer, 'address' | 'city' | 'state' | 'zip_code'>): CardDetails {
  const month = yearMonthOf(today);
  const problems = cardProblems({ ...body, billing_address: body.billing_address ?? null }, month);
  const expiry = parseExpiration(body.card_expiration, month);
  const digits = cardDigits(body.card_number);
  if (Object.keys(problems).length > 0 || !expiry || !digits) throw new AppError('invalid', CHECKOUT_ERROR, Object.keys(problems).length > 0 ? problems : { card_number: CHECKOUT_ERROR });
  const billing = body.use_billing_address && body.billing_address ? body.billing_address : { address: buyer.address, city: buyer.city, state: buyer.state, zip_code: buyer.zip_code };
  return {
    number: digits,
    expMonth: expiry.month,
    expYear: expiry.year,
    securityCode: body.card_security_code.trim(),
    type: body.card_type,
    firstName: body.card_first_name,
    lastName: body.card_last_name,
    billing,
  };
}
