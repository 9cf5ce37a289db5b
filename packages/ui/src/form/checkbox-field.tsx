import { useController, type FieldValues } from 'react-hook-form';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import type { FieldProps } from './field-props.ts';
import { RequiredMark } from './required-mark.tsx';
import { useFieldIds } from './use-field-ids.ts';
import './form.css';

interface CheckboxFieldProps<T extends FieldValues, Out> extends FieldProps<T, Out> {
  /** The form value: true/false (the default), or the text 'true'/'false' an API takes (the dietary health form's consent, docs/product/forms.md#dietary-health). */
  valueAs?: 'boolean' | 'text';
  /** Extra class of the field, e.g. to align a box with a long, wrapping label. */
  className?: string;
}

/** A single checkbox for a yes/no value, its label beside the box, then its hint and error. */
export function CheckboxField<T extends FieldValues, Out>({ control, name, label, hint, isRequired = false, valueAs = 'boolean', className }: CheckboxFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  const ids = useFieldIds(hint !== undefined, error);
  return (
    <div className={className ? `form-field form-field--checkbox ${className}` : 'form-field form-field--checkbox'}>
      <div className="form-field__choice">
        <input
          ref={ref}
          id={ids.control}
          name={name}
          type="checkbox"
          checked={valueAs === 'text' ? value === 'true' : value === true}
          onChange={(event) => onChange(valueAs === 'text' ? String(event.target.checked) : event.target.checked)}
          onBlur={onBlur}
          aria-required={isRequired || undefined}
          aria-invalid={ids.isInvalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.control}>
          {label}
          {isRequired ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldHint id={ids.hint} text={hint} />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
