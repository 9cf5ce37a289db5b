import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { notify } from '@commons/ui/toast.ts';
import { cartCalls } from './cart-calls.ts';
import { useCartWrite } from './cart-queries.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

const idParam = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * A campus e-mail's link `?plan={id}&type={id}` (decisions/0025 "API"): puts the plan in the cart
 * once (GET orderform/quick_add), then takes the query off the address, so a reload adds nothing.
 * The selections follow the cart's customer type.
 */
export function useQuickAdd(siteId: number): void {
  const [params, setParams] = useSearchParams();
  const planId = idParam(params.get('plan'));
  const typeId = idParam(params.get('type'));
  const write = useCartWrite(siteId, ({ plan, type }: { plan: number; type: number }) => cartCalls.quickAdd(siteId, plan, type));
  const startedRef = useRef(false);
  const { mutate } = write;
  useEffect(() => {
    if (!params.has('plan') && !params.has('type')) return;
    if (startedRef.current) return;
    startedRef.current = true;
    const clear = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('plan');
          next.delete('type');
          return next;
        },
        { replace: true },
      );
    if (planId === null || typeId === null) {
      clear();
      return;
    }
    mutate(
      { plan: planId, type: typeId },
      {
        onSuccess: (answer) => {
          const added = answer.cart.items.find((item) => item.meal_plan_id === planId);
          notify(PURCHASE_TEXTS.added(added?.name ?? 'the plan'), 'success');
        },
        onError: (error) => notify(error instanceof ApiError ? error.message : PURCHASE_TEXTS.loadFailure, 'error'),
        onSettled: clear,
      },
    );
  }, [params, planId, typeId, mutate, setParams]);
}
