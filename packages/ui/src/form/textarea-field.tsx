import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps } from './field-props.ts';
import { useTextControl } from './use-text-control.ts';

interface TextareaFieldProps<T extends FieldValues, Out> extends FieldProps<T, Out> {
  rows?: number;
  maxLength?: number;
}

/** A multi-line text box with its label, hint and error. */
export function TextareaField<T extends FieldValues, Out>({ rows = 4, maxLength, ...field }: TextareaFieldProps<T, Out>) {
  const { controlProps, ids, error } = useTextControl(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <textarea {...controlProps} className="form-field__input form-field__textarea" rows={rows} maxLength={maxLength} />
    </FieldFrame>
  );
}
