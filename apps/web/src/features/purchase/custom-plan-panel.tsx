import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { customPlanName, customPlanPreview } from '@commons/domain';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { useCartWrite } from './cart-queries.ts';
import { dbCalls } from './db-calls.ts';
import { previewTaxFor } from './db-pricing.ts';
import { DbPreviewFacts } from './db-preview-facts.tsx';
import { DB_TEXTS } from './db-texts.ts';
import type { ProductPanelProps } from './product-panel-props.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SettingsText } from './settings-text.tsx';
import './db-panels.css';

const customPlanSchema = z.object({
  swipe_id: z.string().min(1, DB_TEXTS.chooseSwipes),
  db_id: z.string().min(1, DB_TEXTS.chooseBalance),
});
type CustomPlanValues = z.input<typeof customPlanSchema>;
const FIELDS = ['swipe_id', 'db_id'] as const;

/**
 * The 'Custom plan' tab (docs/product/purchase.md#custom-plan): one meals option and one dining
 * dollars option, priced before adding with the rules the server charges by (decisions/0025), and
 * 'Add to cart'. The server's field errors land on the choices, anything else in the alert.
 */
export function CustomPlanPanel({ siteId, orderForm, customerTypeId }: ProductPanelProps) {
  const swipes = orderForm.customMealPlans.filter((option) => option.type === 'swipe');
  const balances = orderForm.customMealPlans.filter((option) => option.type === 'db');
  const form = useForm<CustomPlanValues>({ resolver: zodResolver(customPlanSchema), defaultValues: { swipe_id: '', db_id: '' } });
  const write = useCartWrite(siteId, (choice: { swipeId: number; dbId: number }) => dbCalls.addCustomPlan(siteId, { ...choice, customerTypeId }));
  const [swipeId, dbId] = useWatch({ control: form.control, name: ['swipe_id', 'db_id'] });
  const swipe = swipes.find((option) => String(option.id) === swipeId);
  const balance = balances.find((option) => String(option.id) === dbId);
  const preview =
    swipe && balance
      ? customPlanPreview(
          { swipe, balance: { price_cents: balance.price_cents, value_cents: balance.value_cents ?? 0 } },
          orderForm.orderFormSettings.custom_meal_plan_as,
          previewTaxFor(orderForm, customerTypeId),
        )
      : null;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await write.mutateAsync({ swipeId: Number(values.swipe_id), dbId: Number(values.db_id) });
      const added = answer.cart.items.at(-1);
      notify(PURCHASE_TEXTS.added(added?.name ?? customPlanName(swipe?.value ?? 0, balance?.value_cents ?? 0)), 'success');
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });

  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  return (
    <div className="purchase-panel">
      <SettingsText text={orderForm.orderFormSettings.custom_meal_plan_msg} className="purchase-panel__message" />
      {swipes.length === 0 || balances.length === 0 ? (
        <p>{DB_TEXTS.noOptions}</p>
      ) : (
        <form
          className="db-form"
          aria-label={PURCHASE_TEXTS.tabs.customPlan}
          noValidate
          onSubmit={(event) => {
            if (isSubmitting) event.preventDefault();
            else void submit(event);
          }}
        >
          <FormAlert control={control} />
          <div className="db-form__choices">
            <RadioGroupField
              control={control}
              name="swipe_id"
              label={DB_TEXTS.swipesLabel}
              isRequired
              options={swipes.map((option) => ({ value: String(option.id), label: DB_TEXTS.swipesOption(option.value ?? 0, option.price_cents) }))}
            />
            <RadioGroupField
              control={control}
              name="db_id"
              label={DB_TEXTS.balanceLabel}
              isRequired
              options={balances.map((option) => ({ value: String(option.id), label: DB_TEXTS.balanceOption(option.value_cents ?? 0, option.price_cents) }))}
            />
          </div>
          <DbPreviewFacts preview={preview} prompt={DB_TEXTS.previewPrompt} listLabel={DB_TEXTS.facts.listPrice} credited={preview?.balance} />
          <button type="submit" className="button db-form__add" aria-disabled={isSubmitting || undefined} aria-label={`${DB_TEXTS.addToCart}: ${PURCHASE_TEXTS.tabs.customPlan}`}>
            {DB_TEXTS.addToCart}
          </button>
        </form>
      )}
    </div>
  );
}
