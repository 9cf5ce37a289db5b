import { ApiError } from '../../api/api-error.ts';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';

/** Which call failed: naming the buyer, placing an order without a card, or paying by card. */
export type CheckoutCall = 'buyer' | 'order' | 'card';

/** What the checkout alert says of a failure. */
export interface CheckoutAlertState {
  message: string;
  /** The server's own words, when they add to the message. */
  detail: string | null;
  /** The e-mail belongs to an account: its owner logs in to order with it. */
  offersLogin: boolean;
}

/** The field errors a failure carries (`{ errors: { field: message } }`), none for a network failure. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.errors : {});

/**
 * A refusal is definitive: this attempt is over and the next submit is a new attempt with a new
 * key. A lost connection, a server fault or an attempt still being charged are not: a retry sends
 * the same attempt again, so it is never placed twice.
 */
export const isDefinitive = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;

/**
 * The checkout alert's words for a failure (docs/product/purchase.md#messages): a form refused with field errors is the
 * validation failure, with the server's own words when they say more; a declined or invalid card is the server's flag; an order that fails
 * otherwise is 'There was an error processing your transaction.', with the server's reason when it
 * gave one the visitor can act on.
 */
export function alertOf(error: unknown, call: CheckoutCall, hasFieldErrors: boolean): CheckoutAlertState {
  const isApi = error instanceof ApiError;
  const status = isApi ? error.status : 0;
  const reason = isApi && status >= 400 && status < 500 ? error.message : null;
  if (call === 'buyer' && status === 409 && 'email' in fieldErrorsOf(error)) return { message: reason ?? T.validationFailed, detail: null, offersLogin: true };
  if (call === 'card' && status === 402) return { message: reason ?? T.transactionFailed, detail: null, offersLogin: false };
  // A refusal whose own words say more than the general message ('The email is not valid for this Student ID') keeps them.
  if (hasFieldErrors) return { message: T.validationFailed, detail: reason !== null && reason !== T.validationFailed ? reason : null, offersLogin: false };
  if (call === 'buyer') return { message: reason ?? T.validationFailed, detail: null, offersLogin: false };
  return { message: T.transactionFailed, detail: reason !== null && reason !== T.transactionFailed ? reason : null, offersLogin: false };
}
