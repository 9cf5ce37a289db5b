import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { DecliningBalanceProductShape } from '@commons/contract';
import { decliningBalancePreview, formatMoney, parseDollars, type Cents, type PreviewTax } from '@commons/domain';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { useCartWrite } from './cart-queries.ts';
import { dbCalls } from './db-calls.ts';
import { DbPreviewFacts } from './db-preview-facts.tsx';
import { DB_TEXTS } from './db-texts.ts';
import { decliningBalanceSchema, type DecliningBalanceValues } from './declining-balance-schema.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';

interface DecliningBalanceEntryProps {
  siteId: number;
  customerTypeId: number;
  product: DecliningBalanceProductShape;
  tax: PreviewTax;
  /** The declining balance already in the cart (it counts toward the minimum). */
  inCart: Cents;
  cartHasPlan: boolean;
}

const FIELDS = ['declining_balance_value'] as const;

/**
 * One declining balance product: its minimum (when above zero) and maximum, the amount with the documented rules (docs/product/purchase.md#declining-balance),
 * a live preview of the discount and bonus as the server will charge them, and 'Add to cart'.
 */
export function DecliningBalanceEntry({ siteId, customerTypeId, product, tax, inCart, cartHasPlan }: DecliningBalanceEntryProps) {
  const schema = useMemo(() => decliningBalanceSchema(product, inCart), [product, inCart]);
  const form = useForm<DecliningBalanceValues>({ resolver: zodResolver(schema), defaultValues: { declining_balance_value: '' } });
  const write = useCartWrite(siteId, (amount: string) => dbCalls.addDecliningBalance(siteId, { dbId: product.id, amount, customerTypeId }));
  // The minimum counts the declining balance in the cart: when the cart changes, an error shown
  // under the amount is checked again, so a 'Value must be higher than …' the cart now covers goes.
  const { getFieldState, trigger } = form;
  useEffect(() => {
    if (getFieldState('declining_balance_value').error) void trigger('declining_balance_value');
  }, [schema, getFieldState, trigger]);
  const typed = useWatch({ control: form.control, name: 'declining_balance_value' });
  const amount = parseDollars(typed ?? '');
  const preview = amount !== null && amount > 0 ? decliningBalancePreview(amount, product, cartHasPlan, tax) : null;
  const planBonus = preview && preview.bonus === 0 && !cartHasPlan ? decliningBalancePreview(preview.listPrice, product, true, tax).bonus : 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync(values.declining_balance_value);
      const added = parseDollars(values.declining_balance_value);
      form.reset({ declining_balance_value: '' });
      notify(PURCHASE_TEXTS.added(added === null ? product.name : `${formatMoney(added)} of ${product.name}`), 'success');
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });

  const hints = [DB_TEXTS.amountLimits(product.minimum_purchase_cents), product.minimum_purchase_cents > 0 && inCart > 0 ? DB_TEXTS.countsInCart(inCart) : null];
  const hint = hints.filter((text) => text !== null).join(' ');
  const isSubmitting = form.formState.isSubmitting;
  return (
    <li className="purchase-plan db-entry">
      <h3 className="purchase-plan__name">{product.name}</h3>
      <form
        className="db-form"
        aria-label={product.name}
        noValidate
        onSubmit={(event) => {
          if (isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        <FormAlert control={form.control} />
        <TextField control={form.control} name="declining_balance_value" label={`${product.name} amount ($)`} hint={hint} autoComplete="off" isRequired maxLength={20} />
        <DbPreviewFacts
          preview={preview}
          prompt={DB_TEXTS.amountPrompt}
          listLabel={DB_TEXTS.facts.amount}
          credited={preview ? preview.listPrice + preview.bonus : undefined}
          note={planBonus > 0 ? DB_TEXTS.planBonus(planBonus) : undefined}
        />
        <button type="submit" className="button db-form__add" aria-disabled={isSubmitting || undefined} aria-label={`${DB_TEXTS.addToCart}: ${product.name}`}>
          {DB_TEXTS.addToCart}
        </button>
      </form>
    </li>
  );
}
