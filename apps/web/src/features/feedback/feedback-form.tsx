import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FeedbackLocation } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { CUSTOMER_TYPES, FEEDBACK_TEXTS, RESIDENCES } from '@commons/domain';
import { api } from '../../api/client.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { SelectField } from '@commons/ui/form/select-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CommentsField } from './comments-field.tsx';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_FIELDS,
  feedbackFormSchema,
  hasFieldErrors,
  isCaptchaUsedUp,
  sendFailureText,
  type FeedbackFields,
  type FeedbackValues,
} from './feedback-schema.ts';
import { FEEDBACK_UI_TEXTS as T } from './feedback-texts.ts';
import { FormSuccessAlert } from '../../ui/form/form-success-alert.tsx';

const RESIDENCE_OPTIONS = RESIDENCES.map((value) => ({ value, label: value }));
const CUSTOMER_TYPE_OPTIONS = CUSTOMER_TYPES.map((value) => ({ value, label: value }));
const OFFERS_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

interface FeedbackFormProps {
  siteId: number;
  /** The locations offered; with none, the form asks for no location. */
  locations: readonly FeedbackLocation[];
  /** The form's name: the section's. */
  name: string;
}

/**
 * The feedback form (docs/product/forms.md#feedback): the contract's rules on submit, the captcha
 * last; a success resets the form and the captcha and shows the dismissible alert; a failure keeps
 * what was typed, puts the server's field errors on their fields, or says so in a toast.
 */
export function FeedbackForm({ siteId, locations, name }: FeedbackFormProps) {
  const hasLocations = locations.length > 0;
  const schema = useMemo(() => feedbackFormSchema(hasLocations), [hasLocations]);
  const form = useForm<FeedbackValues, unknown, FeedbackFields>({ resolver: zodResolver(schema), defaultValues: EMPTY_FEEDBACK });
  const [round, setRound] = useState(0);
  const [success, setSuccess] = useState({ message: null as string | null, count: 0 });

  const submit = form.handleSubmit(async (values) => {
    try {
      await api(endpoints.postFeedback, { body: { ...values, site_id: siteId } });
      form.reset(EMPTY_FEEDBACK);
      setRound((n) => n + 1);
      setSuccess((shown) => ({ message: FEEDBACK_TEXTS.success, count: shown.count + 1 }));
    } catch (error) {
      if (isCaptchaUsedUp(error)) {
        form.setValue('captcha', '');
        setRound((n) => n + 1);
      }
      if (hasFieldErrors(error)) applyServerErrors(form, error, FEEDBACK_FIELDS, sendFailureText);
      else notify(sendFailureText(error), 'error');
    }
  });

  const dismiss = () => {
    setSuccess((shown) => ({ ...shown, message: null }));
    form.setFocus('first_name');
  };

  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  const locationOptions = locations.map((location) => ({ value: String(location.id), label: location.name }));
  return (
    <form
      className="feedback-form"
      aria-label={name}
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        // A new attempt: the last one's thanks goes.
        setSuccess((shown) => ({ ...shown, message: null }));
        void submit(event);
      }}
    >
      <FormSuccessAlert message={success.message} count={success.count} onDismiss={dismiss} />
      <FormAlert control={control} />
      <p className="feedback-form__note">{T.requiredNote}</p>
      <div className="feedback-form__row">
        <TextField control={control} name="first_name" label="First Name" autoComplete="given-name" isRequired />
        <TextField control={control} name="last_name" label="Last Name" autoComplete="family-name" isRequired />
      </div>
      <div className="feedback-form__row">
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
        <TextField control={control} name="student_id" label="Campus ID (optional)" autoComplete="off" />
      </div>
      {hasLocations ? (
        <SelectField control={control} name="location" label="Dining Location" placeholder="Choose a dining location" options={locationOptions} isRequired />
      ) : null}
      <div className="feedback-form__row">
        <RadioGroupField control={control} name="customer_residence" label="Residence" options={RESIDENCE_OPTIONS} isRequired />
        <SelectField control={control} name="customer_type" label="I am a" placeholder="Choose one" options={CUSTOMER_TYPE_OPTIONS} isRequired />
      </div>
      <CommentsField control={control} name="comments" label="Comments" isRequired />
      <div className="feedback-form__row">
        <RadioGroupField control={control} name="offers" label="Would you like to receive special offers?" options={OFFERS_OPTIONS} />
        <TextField control={control} name="birthday" label="Birthday (optional)" hint="MM/DD, for example 04/23" autoComplete="off" />
      </div>
      <CaptchaField control={control} round={round} />
      <div className="feedback-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? T.submitting : T.submit}
        </button>
      </div>
    </form>
  );
}
