import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { checkCoffeeMonths, coffeeSubscriptionName, coffeeSubscriptionPreview, COFFEE_MESSAGES, COFFEE_MONTH_CHOICES, localDateTime } from '@commons/domain';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { cartCalls } from './cart-calls.ts';
import { useCartWrite } from './cart-queries.ts';
import { CoffeePreview } from './coffee-preview.tsx';
import { COFFEE_TEXTS } from './coffee-texts.ts';
import { previewTaxFor } from './db-pricing.ts';
import type { ProductPanelProps } from './product-panel-props.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SubscriptionTermsDialog } from './subscription-terms-dialog.tsx';
import './db-panels.css';

/** The months as the radio group holds them ('1' to '5'), checked with the domain's rule. */
const coffeeSchema = z.object({
  months: z.string().refine((value) => 'months' in checkCoffeeMonths(value), COFFEE_MESSAGES.months),
});
type CoffeeValues = z.input<typeof coffeeSchema>;
const FIELDS = ['months'] as const;

interface CoffeeOrderFormProps extends ProductPanelProps {
  /** The site's time zone: its date today is the purchase date the bills count from. */
  timeZone: string;
}

/**
 * A logged-in customer's order: 1 to 5 months, a preview of the bills worked out by the rules the
 * server prices with (one month today, the total over the months), and 'Add to cart', which asks
 * for the subscription terms first, as every subscription does (docs/product/purchase.md#terms).
 * A cart holds one coffee subscription: adding again changes its months.
 */
export function CoffeeOrderForm({ siteId, orderForm, customerTypeId, cart, timeZone }: CoffeeOrderFormProps) {
  const held = cart.items.find((item) => item.type === 'Coffee subscription')?.coffee ?? null;
  const form = useForm<CoffeeValues>({ resolver: zodResolver(coffeeSchema), defaultValues: { months: String(held?.months ?? 1) } });
  const write = useCartWrite(siteId, (months: number) => cartCalls.addCoffeeSubscription(siteId, { months, customerTypeId }));
  const [today] = useState(() => localDateTime(new Date(), timeZone).date);
  const chosen = checkCoffeeMonths(useWatch({ control: form.control, name: 'months' }));
  const price = orderForm.orderFormSettings.coffee_subscription_price_cents;
  const preview = 'months' in chosen ? coffeeSubscriptionPreview(price, chosen.months, today, previewTaxFor(orderForm, customerTypeId)) : null;

  const [asked, setAsked] = useState<number | null>(null);
  const add = async (months: number) => {
    try {
      const answer = await write.mutateAsync(months);
      const line = answer.cart.items.find((item) => item.type === 'Coffee subscription');
      notify(PURCHASE_TEXTS.added(line?.name ?? coffeeSubscriptionName(months)), 'success');
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  };
  // The months are checked first; the subscription is added only once its terms are accepted.
  const submit = form.handleSubmit((values) => setAsked(Number(values.months)));

  const isSubmitting = form.formState.isSubmitting || write.isPending;
  const action = held ? COFFEE_TEXTS.change : COFFEE_TEXTS.add;
  return (
    <>
      <form
        className="db-form coffee-form"
        aria-label={PURCHASE_TEXTS.tabs.coffee}
        noValidate
        onSubmit={(event) => {
          if (isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        <FormAlert control={form.control} />
        {held ? <p className="coffee-form__held">{COFFEE_TEXTS.inCart(held.months)}</p> : null}
        <RadioGroupField
          control={form.control}
          name="months"
          label={COFFEE_TEXTS.monthsLabel}
          hint={COFFEE_TEXTS.monthsHint}
          isRequired
          options={COFFEE_MONTH_CHOICES.map((months) => ({ value: String(months), label: COFFEE_TEXTS.monthsOption(months) }))}
        />
        <CoffeePreview preview={preview} />
        <button type="submit" className="button db-form__add" aria-disabled={isSubmitting || undefined} aria-label={`${action}: ${PURCHASE_TEXTS.tabs.coffee}`}>
          {action}
        </button>
      </form>
      {asked !== null ? (
        <SubscriptionTermsDialog
          planName={coffeeSubscriptionName(asked)}
          terms={orderForm.orderFormSettings.subscription_terms}
          onClose={() => setAsked(null)}
          onAccept={() => {
            setAsked(null);
            void add(asked);
          }}
        />
      ) : null}
    </>
  );
}
