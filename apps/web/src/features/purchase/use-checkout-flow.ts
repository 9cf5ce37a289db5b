import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Cart, CheckoutBuyerAnswer, OrderAnswer } from '@commons/contract';
import type { PaymentType } from '@commons/domain';
import { customerKey } from '../../site/customer-session.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { checkoutCalls } from './checkout-calls.ts';
import { termsToAccept, type CheckoutFacts, type TermsKind } from './checkout-context.ts';
import { alertOf, fieldErrorsOf, isDefinitive, type CheckoutAlertState, type CheckoutCall } from './checkout-failure.ts';
import { CARD_FIELDS, CUSTOMER_FIELDS, cardFormDefaults, type CardFormValues, type CustomerFormValues } from './checkout-form-values.ts';
import { cartWriteKey } from './cart-queries.ts';
import type { Selections } from './selections.ts';
import { useTermsQueue } from './use-terms-queue.ts';
import type { CheckoutForms } from './use-checkout-forms.ts';

export type Buyer = CheckoutBuyerAnswer['customer'];

interface FlowInput {
  siteId: number;
  cart: Cart;
  facts: CheckoutFacts;
  selections: Selections;
  forms: CheckoutForms;
  /** A placed order: the page goes on to the order complete page. */
  onPlaced: (answer: OrderAnswer) => Promise<void>;
  /** Brings the alert into view when a failure names no field to focus. */
  focusAlert: () => void;
}

const needsCard = (paymentType: PaymentType, cart: Cart) => paymentType === 'Credit card' && cart.total_cents > 0;

/**
 * Checkout's steps (docs/product/purchase.md#checkout): the customer form, its terms, then who buys (cart/customer);
 * Student ID and payroll orders are placed at once (cart/checkout), a card order once the card
 * form revealed by the first submit is sent (cart/create_cc_order). Every call runs under the
 * cart's busy key, so the page waits under its spinner. A submit attempt keeps one idempotency
 * key until the server has answered it for good.
 */
export function useCheckoutFlow({ siteId, cart, facts, selections, forms, onPlaced, focusAlert }: FlowInput) {
  const client = useQueryClient();
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [alert, setAlert] = useState<{ state: CheckoutAlertState | null; count: number }>({ state: null, count: 0 });
  const attemptKey = useRef<string | null>(null);
  const [accepted, setAccepted] = useState<ReadonlySet<TermsKind>>(new Set());
  const run = useMutation({ mutationKey: cartWriteKey(siteId), mutationFn: (job: () => Promise<void>) => job() });
  const terms = useTermsQueue<CustomerFormValues>();

  const fail = (error: unknown, call: CheckoutCall) => {
    const byField = fieldErrorsOf(error);
    const onCustomer = CUSTOMER_FIELDS.some((field) => field in byField);
    const onCard = call === 'card' && CARD_FIELDS.some((field) => field in byField);
    // A customer field refused while the card form is open: the details open again to be fixed.
    if (onCustomer && !onCard) {
      setBuyer(null);
      applyServerErrors(forms.customerForm, error, CUSTOMER_FIELDS);
    }
    if (onCard) applyServerErrors(forms.cardForm, error, CARD_FIELDS);
    const refusedTerms = Object.keys(byField).filter((key): key is `${TermsKind}_terms_accepted` => key === 'student_id_terms_accepted' || key === 'meal_plan_terms_accepted');
    if (refusedTerms.length > 0) setAccepted((before) => new Set([...before].filter((kind) => !refusedTerms.includes(`${kind}_terms_accepted`))));
    setAlert((before) => ({ state: alertOf(error, call, onCustomer || onCard), count: before.count + 1 }));
    if (!onCustomer && !onCard) focusAlert();
  };

  const place = async (customerId: number, paymentType: PaymentType, card: CardFormValues | null, acceptedNow: ReadonlySet<TermsKind>) => {
    attemptKey.current ??= crypto.randomUUID();
    const body = {
      site_id: siteId,
      customer_id: customerId,
      payment_type: paymentType,
      idempotency_key: attemptKey.current,
      location_id: selections.location_id,
      term_id: selections.term_id,
      year_id: selections.year_id,
      student_id_terms_accepted: acceptedNow.has('student_id'),
      meal_plan_terms_accepted: acceptedNow.has('meal_plan'),
    };
    let answer: OrderAnswer;
    try {
      answer = card ? await checkoutCalls.cardOrder({ ...body, ...card, billing_address: card.use_billing_address ? card.billing_address : null }) : await checkoutCalls.checkout(body);
    } catch (error) {
      if (isDefinitive(error)) attemptKey.current = null;
      fail(error, card ? 'card' : 'order');
      return;
    }
    attemptKey.current = null;
    await onPlaced(answer);
  };

  const sendBuyer = (values: CustomerFormValues, acceptedNow: ReadonlySet<TermsKind>) =>
    run.mutate(async () => {
      let answer: CheckoutBuyerAnswer;
      try {
        answer = await checkoutCalls.setBuyer({ ...values, site_id: siteId });
      } catch (error) {
        fail(error, 'buyer');
        return;
      }
      // A password made an account and logged it in: the header says so.
      if (answer.customer.has_account && !facts.isLoggedIn) void client.invalidateQueries({ queryKey: customerKey(siteId) });
      if (needsCard(values.payment_type, cart)) {
        forms.cardForm.reset(cardFormDefaults(answer.customer));
        setBuyer(answer.customer);
        return;
      }
      await place(answer.customer.id, values.payment_type, null, acceptedNow);
    });

  return {
    buyer,
    alert: alert.state,
    alertCount: alert.count,
    dismissAlert: () => setAlert((before) => ({ ...before, state: null })),
    isBusy: run.isPending,
    terms: terms.current,
    acceptTerms: () => {
      const next = terms.accept();
      if (!next.done) return;
      const acceptedNow = new Set([...accepted, ...next.accepted]);
      setAccepted(acceptedNow);
      sendBuyer(next.values, acceptedNow);
    },
    cancelTerms: terms.cancel,
    /** The customer form passed its rules: its terms first, then who buys. */
    submitCustomer: (values: CustomerFormValues) => {
      setAlert((before) => ({ ...before, state: null }));
      const wanted = termsToAccept(facts, values.payment_type, accepted);
      if (wanted.length > 0) terms.ask(wanted, values);
      else sendBuyer(values, accepted);
    },
    /** The card form passed its rules: the card order for the buyer named. */
    submitCard: (values: CardFormValues) => {
      if (!buyer) return;
      setAlert((before) => ({ ...before, state: null }));
      const paymentType = forms.customerForm.getValues('payment_type');
      run.mutate(() => place(buyer.id, paymentType, values, accepted));
    },
    /** A form failed its own rules (docs/product/purchase.md#messages): the alert says so; the first field in error has focus. */
    invalid: () => setAlert((before) => ({ state: alertOf(null, 'buyer', true), count: before.count + 1 })),
    editCustomer: () => setBuyer(null),
  };
}
