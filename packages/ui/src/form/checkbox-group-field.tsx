import { useController, type FieldValues } from 'react-hook-form';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import type { FieldOption, FieldProps } from './field-props.ts';
import { RequiredMark } from './required-mark.tsx';
import { useFieldIds } from './use-field-ids.ts';
import './form.css';

interface CheckboxGroupFieldProps<T extends FieldValues, Out> extends FieldProps<T, Out> {
  options: readonly FieldOption[];
}

/**
 * Checkboxes for a list of choices (the value is the chosen options' values, in the options'
 * order), in a group named by its label. The group carries the hint and error, each checkbox
 * aria-invalid (a group takes neither aria-invalid nor aria-required: give a required group a
 * hint that says so); a focused error lands on the first checkbox.
 */
export function CheckboxGroupField<T extends FieldValues, Out>({ control, name, label, hint, isRequired = false, options }: CheckboxGroupFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur } = field;
  const chosen: readonly string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const error = fieldState.error?.message;
  const ids = useFieldIds(hint !== undefined, error);
  const toggle = (value: string, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <div role="group" className="form-field form-field--group" aria-labelledby={ids.label} aria-describedby={ids.describedBy}>
      <span id={ids.label} className="form-field__label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </span>
      <FieldHint id={ids.hint} text={hint} />
      {options.map((option, index) => (
        <label key={option.value} className="form-field__choice">
          <input
            ref={index === 0 ? ref : undefined}
            type="checkbox"
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
            aria-invalid={ids.isInvalid || undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
