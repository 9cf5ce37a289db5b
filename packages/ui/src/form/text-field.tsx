import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps } from './field-props.ts';
import { useTextControl } from './use-text-control.ts';

interface TextFieldProps<T extends FieldValues, Out> extends FieldProps<T, Out> {
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search';
  autoComplete?: string;
  maxLength?: number;
  /** The keyboard a phone shows, e.g. 'numeric' for a one-time code. */
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url' | 'search';
}

/** A one-line text input with its label, hint and error. */
export function TextField<T extends FieldValues, Out>({ type = 'text', autoComplete, maxLength, inputMode, ...field }: TextFieldProps<T, Out>) {
  const { controlProps, ids, error } = useTextControl(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <input {...controlProps} type={type} className="form-field__input" autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} readOnly={field.isReadOnly} />
    </FieldFrame>
  );
}
