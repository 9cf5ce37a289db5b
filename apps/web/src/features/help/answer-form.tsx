import { useForm } from 'react-hook-form';
import type { HelpAnswer } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { HELP_TEXTS, helpElementMaxLength, helpElementProblem, isEmailElement } from '@commons/domain';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { CheckboxGroupField } from '@commons/ui/form/checkbox-group-field.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { TextareaField } from '@commons/ui/form/textarea-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { answerFormResolver, emptyAnswerValues, fieldOf, type AnswerValues } from './answer-form-values.ts';
import { HELP_UI_TEXTS as T } from './help-texts.ts';

interface AnswerFormProps {
  siteId: number;
  answer: HelpAnswer;
  /** The question the form answers: the form's name. */
  question: string;
}

/**
 * A form answer's form (docs/product/forms.md#help): each element by its type; sent only when every
 * required element has a value ('This field is required.' otherwise, on the element and
 * announced). A success toasts the documented thanks and empties the form; the server's element errors
 * land on their elements; any other failure toasts the documented apology (docs/product/forms.md#help).
 */
export function AnswerForm({ siteId, answer, question }: AnswerFormProps) {
  const elements = answer.form_elements;
  const form = useForm<AnswerValues>({ resolver: answerFormResolver(elements), defaultValues: emptyAnswerValues(elements) });

  const submit = form.handleSubmit(async (values) => {
    const body = {
      answer_id: answer.id,
      site_id: siteId,
      form: elements.map((element) => {
        const value = values[fieldOf(element.id)];
        return { id: element.id, value: value ?? '', valid: helpElementProblem(element, value) === null };
      }),
    };
    try {
      await api(endpoints.postHelpAnswer, { body });
      form.reset(emptyAnswerValues(elements));
      notify(HELP_TEXTS.success, 'success');
    } catch (error) {
      const byElement = error instanceof ApiError ? Object.entries(error.errors).filter(([id]) => elements.some((element) => String(element.id) === id)) : [];
      if (byElement.length === 0) {
        notify(HELP_TEXTS.failure, 'error');
        return;
      }
      for (const [id, message] of byElement) form.setError(fieldOf(Number(id)), { type: 'server', message });
      form.setFocus(fieldOf(Number(byElement[0]?.[0])));
    }
  });

  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  return (
    <form
      className="help-form"
      aria-label={question}
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormAlert control={control} />
      {elements.map((element) => {
        const name = fieldOf(element.id);
        const options = element.options.map((option) => ({ value: option, label: option }));
        const common = { control, name, label: element.label, isRequired: element.required };
        switch (element.type) {
          case 'checkboxes':
            return <CheckboxGroupField key={element.id} {...common} options={options} hint={element.required ? T.chooseAtLeastOne : undefined} />;
          case 'radio_buttons':
            return <RadioGroupField key={element.id} {...common} options={options} />;
          case 'textarea':
            return <TextareaField key={element.id} {...common} rows={4} maxLength={helpElementMaxLength('textarea')} />;
          case 'input':
            return isEmailElement(element) ? (
              <TextField key={element.id} {...common} type="email" autoComplete="email" maxLength={helpElementMaxLength('input')} />
            ) : (
              <TextField key={element.id} {...common} maxLength={helpElementMaxLength('input')} />
            );
        }
      })}
      <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? T.sending : T.sendRequest}
      </button>
    </form>
  );
}
