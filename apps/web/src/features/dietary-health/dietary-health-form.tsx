import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { dietaryHealthBody, type Customer, type DietaryHealthBody } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import {
  DIETARY_CONSENT,
  DIETARY_NAME_MAX_LENGTH,
  DIETARY_QUESTIONS,
  DIETARY_QUESTION_FIELDS,
  DIETARY_TEXT_MAX_LENGTH,
  DIETARY_TEXTS,
  localDateTime,
  otherAllergiesProblem,
} from '@commons/domain';
import { api } from '../../api/client.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { FormSuccessAlert } from '../../ui/form/form-success-alert.tsx';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { TextareaField } from '@commons/ui/form/textarea-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { AllergenChoicesField } from './allergen-choices-field.tsx';
import { withCrossFieldRules } from './cross-field-resolver.ts';
import { DateField } from './date-field.tsx';
import { DIETARY_FIELDS, dietaryBody, dietaryPrefill, emptyDietary, prefillPatch, type DietaryStart, type DietaryValues } from './dietary-values.ts';
import { DIETARY_UI_TEXTS as T } from './dietary-texts.ts';
import { focusFirstError } from './focus-first-error.ts';
import { PUBLIC_FORM_TEXTS as P } from './public-form-texts.ts';
import { hasFieldErrors, sendFailureText } from './send-failure.ts';

/** The contract's rules, with 'Other allergies' named on the first submit already. */
const resolver = withCrossFieldRules(zodResolver(dietaryHealthBody), DIETARY_FIELDS, (values) => ({
  other_allergies: otherAllergiesProblem(values.allergens ?? [], values.other_allergies ?? ''),
}));

const YES_NO_OPTIONS = [
  { value: 'true', label: P.yes },
  { value: 'false', label: P.no },
] as const;

interface DietaryHealthFormProps {
  siteId: number;
  /** The site's zone: the date starts as today there. */
  timeZone: string;
  /** The logged-in customer, whose profile fills the empty fields; null when nobody is. */
  customer: Customer | null;
  /** The id of the page's heading, which names the form. */
  labelledBy: string;
}

/**
 * The dietary health form (docs/product/forms.md#dietary-health) with the contract's rules. A logged-in
 * customer's name, e-mail, allergens and epinephrine answer fill the fields they have not filled
 * yet. A success starts the form over and shows the thanks; a failure keeps what was typed, puts
 * the server's field errors on their fields, or says so in a toast.
 */
export function DietaryHealthForm({ siteId, timeZone, customer, labelledBy }: DietaryHealthFormProps) {
  const startValues = (): DietaryStart => {
    const blank = emptyDietary(siteId, localDateTime(new Date(), timeZone).date);
    return customer ? { ...blank, ...prefillPatch(dietaryPrefill(customer), blank) } : blank;
  };
  const [initial] = useState(startValues);
  const form = useForm<DietaryValues, unknown, DietaryHealthBody>({ resolver, defaultValues: initial, shouldFocusError: false });
  const [success, setSuccess] = useState({ message: null as string | null, count: 0 });

  // The session may answer after the visitor started typing: the profile fills only what is still empty.
  const prefilledFor = useRef<number | null>(customer?.id ?? null);
  useEffect(() => {
    if (!customer || prefilledFor.current === customer.id) return;
    prefilledFor.current = customer.id;
    const patch = prefillPatch(dietaryPrefill(customer), form.getValues());
    for (const [field, value] of Object.entries(patch)) form.setValue(field as keyof DietaryValues, value as never);
  }, [customer, form]);

  const submit = form.handleSubmit(
    async (values) => {
      setSuccess((shown) => ({ ...shown, message: null }));
      try {
        await api(endpoints.postDietaryHealthForm, { body: dietaryBody(values) });
        form.reset(startValues());
        setSuccess((shown) => ({ message: DIETARY_TEXTS.success, count: shown.count + 1 }));
      } catch (error) {
        const text = (failure: unknown) => sendFailureText(failure, T.sendFailed);
        if (hasFieldErrors(error, DIETARY_FIELDS)) applyServerErrors(form, error, DIETARY_FIELDS, text);
        else notify(text(error), 'error');
      }
    },
    (errors) => focusFirstError(form.setFocus, errors, DIETARY_FIELDS),
  );

  const dismiss = () => {
    setSuccess((shown) => ({ ...shown, message: null }));
    form.setFocus('date');
  };

  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  return (
    <form
      className="public-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormSuccessAlert message={success.message} count={success.count} onDismiss={dismiss} />
      <FormAlert control={control} />
      <p className="public-form__note">{P.requiredNote}</p>
      <div className="public-form__row">
        <DateField control={control} name="date" label="Date" isRequired />
      </div>
      <div className="public-form__row">
        <TextField control={control} name="name" label="Name" autoComplete="name" maxLength={DIETARY_NAME_MAX_LENGTH} isRequired />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
      </div>
      <AllergenChoicesField control={control} allergens="allergens" otherAllergies="other_allergies" maxLength={DIETARY_TEXT_MAX_LENGTH} hint={T.allergiesHint} />
      <div className="public-form__questions">
        {DIETARY_QUESTION_FIELDS.map((field) => (
          <RadioGroupField key={field} control={control} name={field} label={DIETARY_QUESTIONS[field]} options={YES_NO_OPTIONS} isRequired />
        ))}
      </div>
      <TextareaField control={control} name="additional_comments" label={T.commentsLabel} rows={4} maxLength={DIETARY_TEXT_MAX_LENGTH} />
      <CheckboxField control={control} name="consent" label={DIETARY_CONSENT} isRequired valueAs="text" className="consent-field" />
      <div className="public-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? P.submitting : P.submit}
        </button>
      </div>
    </form>
  );
}
