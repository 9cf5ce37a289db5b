import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema/index.ts';
import { RESULT_CODES, RESULT_MESSAGES, type CardDetails, type ChargeOutcome, type ChargeResult, type PaymentGateway } from './payment-gateway.ts';

/**
 * The test card numbers of the sandbox gateway (PAYMENT_GATEWAY=sandbox, the default; README and
 * docs/operations.md list them). Any other number that passes the card checks is approved.
 */
export const SANDBOX_CARDS = {
  declined: '4000000000000002',
  invalid: '4000000000000069',
} as const;

/** A saved card's token: random, never derived from the number. */
const newToken = () => `sandbox_${randomUUID()}`;

function outcomeOf(card: CardDetails): ChargeOutcome {
  if (card.number === SANDBOX_CARDS.declined) return 'declined';
  if (card.number === SANDBOX_CARDS.invalid) return 'invalid';
  return 'approved';
}

/**
 * A gateway that charges nothing: it decides by the test numbers and keeps its ledger in the
 * `sandbox_charges` table, one row per reference, as a processor would on its side. Instances
 * share the table, so a reference is charged once whichever instance asks.
 */
export function sandboxGateway(db: Db): PaymentGateway {
  async function record(reference: string, amountCents: number, outcome: ChargeOutcome, cardType: string, last4: string, cardToken: string | null): Promise<ChargeResult> {
    const row = { reference, amount_cents: amountCents, card_type: cardType, card_last4: last4, result_code: RESULT_CODES[outcome], result_message: RESULT_MESSAGES[outcome], card_token: cardToken };
    await db.insert(sandboxCharges).values(row).onConflictDoNothing();
    const [first] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    if (!first) throw new Error('The sandbox lost a charge it had just recorded.');
    const firstOutcome = (Object.keys(RESULT_CODES) as ChargeOutcome[]).find((key) => RESULT_CODES[key] === first.result_code) ?? 'declined';
    return { outcome: firstOutcome, code: first.result_code, message: first.result_message, cardType: first.card_type, last4: first.card_last4, cardToken: first.card_token };
  }

  return {
    name: 'sandbox',
    async charge({ reference, amountCents, card }) {
      const outcome = outcomeOf(card);
      return record(reference, amountCents, outcome, card.type, card.number.slice(-4), outcome === 'approved' ? newToken() : null);
    },
    /** A token the sandbox issued bills as its card did (approved); any other is an invalid card. */
    async chargeSaved({ reference, amountCents, cardToken }) {
      const [original] = await db.select({ card_type: sandboxCharges.card_type, card_last4: sandboxCharges.card_last4 }).from(sandboxCharges).where(eq(sandboxCharges.card_token, cardToken)).limit(1);
      if (!original) return record(reference, amountCents, 'invalid', 'Unknown', '0000', null);
      return record(reference, amountCents, 'approved', original.card_type, original.card_last4, cardToken);
    },
  };
}
