import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { onTheGoBody, type OnTheGoBody } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { ADDONS, CHEESES, DRESSINGS_SAUCES, DRINKS, ENTREES, MEAL_PLANS, ON_THE_GO_TEXTS, ON_THE_GO_TEXT_MAX_LENGTH, OTHER_ALLERGEN, PROTEINS, SIDES } from '@commons/domain';
import { api } from '../../api/client.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { SelectField } from '@commons/ui/form/select-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { FormSuccessAlert } from '../../ui/form/form-success-alert.tsx';
import { TextareaField } from '@commons/ui/form/textarea-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import {
  AllergenChoicesField,
  CheckboxGroupField,
  focusFirstError,
  hasFieldErrors,
  PUBLIC_FORM_TEXTS as P,
  sendFailureText,
  toggleWithExclusiveNone,
  withCrossFieldRules,
} from '../dietary-health/index.ts';
import { ON_THE_GO_UI_TEXTS as T } from './on-the-go-texts.ts';
import { baseAfterEntree, baseOptions } from './order-choices.ts';
import { emptyOrder, ORDER_FIELDS, orderBody, pickUpStillOffered, type OrderValues } from './order-values.ts';
import { PickUpTimeField, type PickUpOffer } from './pick-up-time-field.tsx';

const asOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
const PLAN_OPTIONS = asOptions(MEAL_PLANS);
const ENTREE_OPTIONS = asOptions(ENTREES);
const PROTEIN_OPTIONS = asOptions(PROTEINS);
const CHEESE_OPTIONS = asOptions(CHEESES);
const DRESSING_OPTIONS = asOptions(DRESSINGS_SAUCES);
const SIDE_OPTIONS = asOptions(SIDES);
const DRINK_OPTIONS = asOptions(DRINKS);
const toggleAddons = toggleWithExclusiveNone(ADDONS);
const PICK_UP_STATUS_ID = 'otg-pick-up-status';

/** The contract's rules, with 'Other allergies' named on the first submit already. */
const resolver = withCrossFieldRules(zodResolver(onTheGoBody), ORDER_FIELDS, (values) => ({
  other_allergies: (values.allergens ?? []).includes(OTHER_ALLERGEN) && (values.other_allergies ?? '').trim() === '' ? ON_THE_GO_TEXTS.otherRequired : null,
}));

interface OnTheGoFormProps {
  siteId: number;
  /** The pick-up times query as it stands. */
  offer: PickUpOffer | undefined;
  isOfferError: boolean;
  refetchOffer: () => Promise<unknown>;
  /** The id of the page's heading, which names the form. */
  labelledBy: string;
}

/**
 * The on-the-go order (docs/product/forms.md#on-the-go) with the contract's rules: the
 * bases follow the entree, 'None' add-on stands alone, and an order goes only with a pick-up time on
 * offer. A time refused as gone meanwhile brings the new times and says so on the field.
 */
export function OnTheGoForm({ siteId, offer, isOfferError, refetchOffer, labelledBy }: OnTheGoFormProps) {
  const form = useForm<OrderValues, unknown, OnTheGoBody>({ resolver, defaultValues: emptyOrder(siteId), shouldFocusError: false });
  const { control } = form;
  const [success, setSuccess] = useState({ message: null as string | null, count: 0 });

  // A new entree keeps the base only when it is made on it.
  const entree = useWatch({ control, name: 'entree' });
  useEffect(() => {
    const base = form.getValues('base');
    const kept = baseAfterEntree(entree, base);
    if (kept !== base) form.setValue('base', kept);
  }, [entree, form]);

  // The times move on: a chosen time no longer offered is cleared, and the field says why.
  const times = offer?.times;
  useEffect(() => {
    if (!times) return;
    const chosen = form.getValues('pick_up');
    const kept = pickUpStillOffered(chosen, times);
    if (kept === chosen) return;
    form.setValue('pick_up', kept);
    form.setError('pick_up', { type: 'gone', message: ON_THE_GO_TEXTS.pickUpUnavailable });
  }, [times, form]);
  // Before the first submit nothing validates the field again: a new time takes that message away.
  const pickUp = useWatch({ control, name: 'pick_up' });
  useEffect(() => {
    if (pickUp) form.clearErrors('pick_up');
  }, [pickUp, form]);

  const canOrder = (times?.length ?? 0) > 0;
  const submit = form.handleSubmit(
    async (values) => {
      setSuccess((shown) => ({ ...shown, message: null }));
      try {
        await api(endpoints.postOnTheGoForm, { body: orderBody(values) });
        form.reset(emptyOrder(siteId));
        setSuccess((shown) => ({ message: ON_THE_GO_TEXTS.success, count: shown.count + 1 }));
      } catch (error) {
        const text = (failure: unknown) => sendFailureText(failure, T.sendFailed);
        if (hasFieldErrors(error, ORDER_FIELDS)) {
          applyServerErrors(form, error, ORDER_FIELDS, text);
          // The time went meanwhile: the times on offer now, the message stays on the field.
          if (error.errors.pick_up !== undefined) void refetchOffer();
        } else notify(text(error), 'error');
      }
    },
    (errors) => focusFirstError(form.setFocus, errors, ORDER_FIELDS),
  );

  const dismiss = () => {
    setSuccess((shown) => ({ ...shown, message: null }));
    form.setFocus('name');
  };

  const isSubmitting = form.formState.isSubmitting;
  const bases = baseOptions(entree);
  return (
    <form
      className="public-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        if (isSubmitting || !canOrder) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormSuccessAlert message={success.message} count={success.count} onDismiss={dismiss} />
      <FormAlert control={control} />
      <p className="public-form__note">{P.requiredNote}</p>
      <div className="public-form__row">
        <TextField control={control} name="name" label="Name" autoComplete="name" isRequired />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
      </div>
      <div className="public-form__row">
        <TextField control={control} name="student_id" label="Student ID" autoComplete="off" isRequired />
        <SelectField control={control} name="plan" label="Meal plan" placeholder={T.planPlaceholder} options={PLAN_OPTIONS} isRequired />
      </div>
      <PickUpTimeField control={control} offer={offer} isError={isOfferError} onRetry={() => void refetchOffer()} statusId={PICK_UP_STATUS_ID} />
      <div className="otg-order">
        <h2 className="otg-order__title">{T.yourOrder}</h2>
        <div className="public-form__row">
          <RadioGroupField control={control} name="entree" label="Entree" options={ENTREE_OPTIONS} isRequired />
          <SelectField
            control={control}
            name="base"
            label="Base"
            placeholder={bases.length > 0 ? T.basePlaceholder : T.baseNeedsEntree}
            options={asOptions(bases)}
            isRequired
          />
        </div>
        <div className="public-form__row">
          <SelectField control={control} name="protein" label="Protein" options={PROTEIN_OPTIONS} />
          <SelectField control={control} name="cheese" label="Cheese" options={CHEESE_OPTIONS} />
          <SelectField control={control} name="dressing_sauce" label="Dressing/sauce" options={DRESSING_OPTIONS} />
        </div>
        <CheckboxGroupField control={control} name="addons" label="Add-ons" options={ADDONS} toggle={toggleAddons} />
        <div className="public-form__row">
          <SelectField control={control} name="sides" label="Side" options={SIDE_OPTIONS} />
          <SelectField control={control} name="drink" label="Drink" options={DRINK_OPTIONS} />
        </div>
      </div>
      <AllergenChoicesField control={control} allergens="allergens" otherAllergies="other_allergies" maxLength={ON_THE_GO_TEXT_MAX_LENGTH} />
      <TextareaField control={control} name="comments" label="Comments" rows={3} maxLength={ON_THE_GO_TEXT_MAX_LENGTH} />
      <div className="public-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || !canOrder || undefined} aria-describedby={canOrder ? undefined : PICK_UP_STATUS_ID}>
          {isSubmitting ? P.submitting : P.submit}
        </button>
      </div>
    </form>
  );
}
