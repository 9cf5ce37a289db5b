import { useController, type FieldValues } from 'react-hook-form';
import { FieldError } from '../../ui/form/field-error.tsx';
import type { FieldProps } from '../../ui/form/field-props.ts';
import { RequiredMark } from '../../ui/form/required-mark.tsx';
import { useFieldIds } from '../../ui/form/use-field-ids.ts';
import './public-form.css';

/**
 * A checkbox whose value is the text the API takes: 'true' when ticked, 'false' when not (spec 03:
 * the consent is sent as 'true'). The label is a sentence, so it wraps beside the box.
 */
export function ConsentField<T extends FieldValues, Out>({ control, name, label, isRequired = false }: Omit<FieldProps<T, Out>, 'hint'>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  const ids = useFieldIds(false, error);
  return (
    <div className="form-field form-field--checkbox consent-field">
      <div className="form-field__choice consent-field__choice">
        <input
          ref={ref}
          id={ids.control}
          name={name}
          type="checkbox"
          checked={value === 'true'}
          onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
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
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
