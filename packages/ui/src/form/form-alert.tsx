import { useState } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import './form.css';

/** The messages of the fields in error, in the order the form lists them. */
function fieldMessages(errors: Record<string, unknown>): string[] {
  return Object.entries(errors)
    .filter(([key]) => key !== 'root')
    .map(([, error]) => (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : ''))
    .filter((message) => message !== '');
}

/**
 * Announces a submit's errors (role=alert): the server's message for the whole form, shown; and,
 * read to screen readers only, the field errors of that submit, which the fields show themselves.
 * The field part is taken once per submit, so fixing a field does not speak again.
 */
export function FormAlert<T extends FieldValues, Out>({ control }: { control: Control<T, unknown, Out> }) {
  const { errors, submitCount } = useFormState({ control });
  const [taken, setTaken] = useState({ submitCount: 0, messages: [] as string[] });
  if (taken.submitCount !== submitCount) setTaken({ submitCount, messages: fieldMessages(errors) });
  const formMessage = errors.root?.server?.message;
  return (
    <div className="form-alert" role="alert">
      {formMessage ? <p className="form-alert__message">{formMessage}</p> : null}
      {taken.messages.length > 0 ? (
        <p key={taken.submitCount} className="visually-hidden">
          {taken.messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
