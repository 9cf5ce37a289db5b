import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyPromoBody, PROMO_CODE_MAX_LENGTH, type Cart } from '@commons/contract';
import { ApiError } from '../../api/api-error.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { cartCalls } from './cart-calls.ts';
import { useCartWrite } from './cart-queries.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

/** The promo field with the contract's rule ('A promo code is required'). */
const promoSchema = applyPromoBody.pick({ promo_code: true });
type PromoInput = { promo_code: string };

/** What the server says the code did: the message of the first line that carries it. */
function appliedMessage(cart: Cart, code: string): string {
  const line = cart.items.find((item) => item.promo_code?.toUpperCase() === code.toUpperCase() && item.promoMessage);
  return line?.promoMessage ?? PURCHASE_TEXTS.promoApplied;
}

/** A promo code for the cart's meal plans (docs/product/purchase.md#promo): the server's refusal is shown under the field, verbatim. */
export function PromoCodeForm({ siteId }: { siteId: number }) {
  const form = useForm<PromoInput>({ resolver: zodResolver(promoSchema) as never, defaultValues: { promo_code: '' } });
  const write = useCartWrite(siteId, (code: string) => cartCalls.applyPromo(siteId, code));
  const submit = form.handleSubmit(async ({ promo_code }) => {
    try {
      const answer = await write.mutateAsync(promo_code);
      form.reset({ promo_code: '' });
      notify(appliedMessage(answer.cart, promo_code), 'success');
    } catch (error) {
      applyServerErrors(form, error, ['promo_code'], (failure) => (failure instanceof ApiError ? failure.message : PURCHASE_TEXTS.loadFailure));
    }
  });
  return (
    <form className="purchase-promo" aria-label={PURCHASE_TEXTS.promoLabel} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert control={form.control} />
      <div className="purchase-promo__row">
        <TextField control={form.control} name="promo_code" label={PURCHASE_TEXTS.promoLabel} autoComplete="off" maxLength={PROMO_CODE_MAX_LENGTH} />
        <button type="submit" className="button purchase-promo__apply">
          {PURCHASE_TEXTS.applyPromo}
        </button>
      </div>
    </form>
  );
}
