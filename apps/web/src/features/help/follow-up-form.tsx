import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { helpFollowUpBody, type HelpFollowUpBody, type HelpFollowUpForm } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { HELP_NAME_MAX_LENGTH, HELP_STUDENT_ID_MAX_LENGTH, HELP_TEXTS, HELP_TEXT_MAX_LENGTH } from '@commons/domain';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { TextareaField } from '@commons/ui/form/textarea-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { HELP_UI_TEXTS as T } from './help-texts.ts';

const FIELDS = ['name', 'email', 'student_id', 'comments'] as const;

/**
 * The follow-up question about an answer with the contact flag (docs/product/forms.md#help),
 * behind a button that shows it. The four fields say the documented words; a success toasts the
 * thanks and empties the form. A failure toasts the help
 * page's apology, so the visitor knows to try again.
 */
export function FollowUpForm({ siteId, answerId }: { siteId: number; answerId: number }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const empty: HelpFollowUpForm = { site_id: siteId, answer_id: answerId, name: '', email: '', student_id: '', comments: '' };
  const form = useForm<HelpFollowUpForm, unknown, HelpFollowUpBody>({ resolver: zodResolver(helpFollowUpBody), defaultValues: empty });

  const submit = form.handleSubmit(async (values) => {
    try {
      await api(endpoints.postHelpFollowUp, { body: values });
      form.reset(empty);
      notify(HELP_TEXTS.success, 'success');
    } catch (error) {
      const hasFieldErrors = error instanceof ApiError && FIELDS.some((field) => error.errors[field] !== undefined);
      if (hasFieldErrors) applyServerErrors(form, error, FIELDS);
      else notify(HELP_TEXTS.failure, 'error');
    }
  });

  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  return (
    <div className="help-follow-up">
      <button type="button" className="button button--ghost" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen((open) => !open)}>
        {T.followUpOpen}
      </button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen ? (
          <form
            className="help-form"
            aria-labelledby={titleId}
            noValidate
            onSubmit={(event) => {
              if (isSubmitting) event.preventDefault();
              else void submit(event);
            }}
          >
            <p id={titleId} className="help-form__title">
              {T.followUpTitle}
            </p>
            <FormAlert control={control} />
            <TextField control={control} name="name" label="Name" autoComplete="name" maxLength={HELP_NAME_MAX_LENGTH} isRequired />
            <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
            <TextField control={control} name="student_id" label="Student ID" autoComplete="off" maxLength={HELP_STUDENT_ID_MAX_LENGTH} isRequired />
            <TextareaField control={control} name="comments" label="How can we help?" rows={4} maxLength={HELP_TEXT_MAX_LENGTH} isRequired />
            <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? T.sending : T.followUpSend}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}
