/**
 * The card processor seen from the server (docs/decisions/0027). A charge names its `reference`
 * (the order's public id, or a subscription's id and bill date): the processor makes at most one
 * charge per reference and answers a repeated call with the first result, so an order retried
 * after a lost answer or a crash is never charged twice. Card numbers and security codes pass
 * through `charge` to the processor and nowhere else: no table, log line or e-mail holds them.
 */

/** The card's result (docs/product/purchase.md#card) and the payment result codes (docs/product/accounts.md#subscriptions). */
export type ChargeOutcome = 'approved' | 'declined' | 'invalid';

export const RESULT_CODES = { approved: '0', declined: '12', invalid: '23' } as const satisfies Record<ChargeOutcome, string>;
export const RESULT_MESSAGES = { approved: 'Approved', declined: 'Declined', invalid: 'Invalid account number' } as const satisfies Record<ChargeOutcome, string>;

export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  securityCode: string;
  type: string;
  firstName: string;
  lastName: string;
  billing: { address: string; city: string; state: string; zip_code: string };
}

export interface ChargeResult {
  outcome: ChargeOutcome;
  /** RESULT_CODES[outcome]. */
  code: string;
  /** The processor's words: 'Approved', 'Invalid account number', or a decline's reason. */
  message: string;
  cardType: string;
  last4: string;
  /** Names the card for later charges of the same customer's subscription; null when refused. */
  cardToken: string | null;
}

export interface PaymentGateway {
  readonly name: string;
  /** Charges `amountCents` to `card` once per `reference`; a repeat answers the first result. */
  charge(request: { reference: string; amountCents: number; card: CardDetails; description: string }): Promise<ChargeResult>;
  /** Charges a card kept by the processor (a subscription's next bill), once per `reference`. */
  chargeSaved(request: { reference: string; amountCents: number; cardToken: string; description: string }): Promise<ChargeResult>;
}
