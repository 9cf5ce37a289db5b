import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { FieldFrame } from '@commons/ui/form/field-frame.tsx';
import { IdSelectField } from '../../ui/form/id-select-field.tsx';
import { useFieldIds } from '@commons/ui/form/use-field-ids.ts';
import { asksForCustomerType } from './recharge-customer-type.ts';
import { RECHARGE_TEXTS as T } from './recharge-texts.ts';
import type { RechargeOffer } from './recharge-offer.ts';

type OfferState = { status: 'idle' } | { status: 'ready'; offer: RechargeOffer } | { status: 'unavailable' };

/**
 * The order form and cart behind the tile, read once, when the tile is first seen, focused or
 * submitted: the home page loads neither, nor their code, until then.
 */
function useRechargeOffer(siteId: number) {
  const [state, setState] = useState<OfferState>({ status: 'idle' });
  const pending = useRef<Promise<RechargeOffer | null> | null>(null);
  const ensure = useCallback(() => {
    pending.current ??= import('./recharge-offer.ts')
      .then(({ loadRechargeOffer }) => loadRechargeOffer(siteId))
      .catch(() => null)
      .then((offer) => {
        setState(offer ? { status: 'ready', offer } : { status: 'unavailable' });
        return offer;
      });
    return pending.current;
  }, [siteId]);
  return { state, ensure, setUnavailable: () => setState({ status: 'unavailable' }) };
}

/** Calls `onSeen` once the element comes near the viewport (at once where that cannot be watched). */
function useWhenSeen(onSeen: () => void) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onSeen();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onSeen();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onSeen]);
  return ref;
}

/** The server's word on the amount, or its message. */
const serverProblem = (error: unknown): string => (error instanceof ApiError ? (error.errors.declining_balance_value ?? error.message) : T.unavailable);

/**
 * docs/product/purchase.md#recharge: an amount, checked here (a non-negative decimal, at
 * least the product's minimum) and again by the server, added to the cart as declining balance;
 * then the meal plan purchase section, where the cart shows it.
 */
export function RechargeForm({ siteId, purchasePath }: { siteId: number; purchasePath: string }) {
  const { state, ensure, setUnavailable } = useRechargeOffer(siteId);
  const load = useCallback(() => void ensure(), [ensure]);
  const formRef = useWhenSeen(load);
  const inputRef = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const typeRef = useRef<HTMLSelectElement>(null);
  const [chosenType, setChosenType] = useState<number | null | undefined>(undefined);
  const [typeError, setTypeError] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const hint = (state.status === 'ready' ? state.offer.minimumHint : null) ?? undefined;
  const offerShown = state.status === 'ready' ? state.offer : null;
  const asksType = offerShown !== null && asksForCustomerType(offerShown);
  // Until the buyer picks one, the purchase page's remembered type (or none).
  const typeOf = (offer: RechargeOffer) => (chosenType === undefined ? offer.preferredTypeId : chosenType);
  const ids = useFieldIds(hint !== undefined, error);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async () => {
    const text = amount.trim();
    setIsBusy(true);
    try {
      const offer = await ensure();
      if (!offer) return;
      const problem = offer.problemOf(text);
      const typeId = typeOf(offer);
      const typeMissing = asksForCustomerType(offer) && typeId === null;
      setTypeError(typeMissing ? T.typeRequired : undefined);
      if (problem) return fail(problem);
      if (typeMissing) return typeRef.current?.focus();
      const { submitRecharge } = await (await import('./recharge-offer.ts')).loadRechargeSubmit();
      if (!(await submitRecharge(client, siteId, offer, text, typeId))) return setUnavailable();
      await navigate(purchasePath);
    } catch (cause) {
      fail(serverProblem(cause));
    } finally {
      setIsBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) void submit();
  };

  if (state.status === 'unavailable') return <p className="recharge__unavailable">{T.unavailable}</p>;
  return (
    <form ref={formRef} className="recharge" aria-label={T.title} noValidate onSubmit={onSubmit}>
      <p className="recharge__intro">{T.intro}</p>
      <FieldFrame ids={ids} label={T.amountLabel} hint={hint} error={error} isRequired>
        <input
          ref={inputRef}
          id={ids.control}
          name="amount"
          className="form-field__input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          value={amount}
          onFocus={load}
          onChange={(event) => {
            setAmount(event.target.value);
            if (error !== undefined) setError(undefined);
          }}
          aria-required
          aria-invalid={ids.isInvalid || undefined}
          aria-describedby={ids.describedBy}
        />
      </FieldFrame>
      {asksType && offerShown ? (
        // Who the dollars are for: the tile never chooses for a student, a parent or a member of staff.
        <IdSelectField
          ref={typeRef}
          name="customer_type_id"
          label={T.typeLabel}
          options={offerShown.types}
          value={typeOf(offerShown)}
          error={typeError}
          onChange={(id) => {
            setChosenType(id);
            if (id !== null) setTypeError(undefined);
          }}
        />
      ) : null}
      <button type="submit" className="button" aria-disabled={isBusy || undefined}>
        {isBusy ? T.submitting : T.submit}
      </button>
    </form>
  );
}
