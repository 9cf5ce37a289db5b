import { useController, type FieldValues } from 'react-hook-form';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import type { FieldOption, FieldProps } from './field-props.ts';
import { RequiredMark } from './required-mark.tsx';
import { useFieldIds } from './use-field-ids.ts';
import './form.css';

interface RadioGroupFieldProps<T extends FieldValues, Out, V extends string | number> extends Omit<FieldProps<T, Out>, 'label'> {
  /** The group's visible label, or `labelledBy`: the id of a heading outside that names it (a survey's question). */
  label?: string;
  labelledBy?: string;
  options: readonly FieldOption<V>[];
}

/**
 * Radio buttons in a group named by its label: the arrow keys move between them as browsers do.
 * The group carries aria-invalid, aria-required and the hint and error; a focused error lands on
 * the chosen radio, or the first.
 */
export function RadioGroupField<T extends FieldValues, Out, V extends string | number>({
  control,
  name,
  label,
  labelledBy,
  hint,
  isRequired = false,
  options,
}: RadioGroupFieldProps<T, Out, V>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  const ids = useFieldIds(hint !== undefined, error);
  const chosen = options.findIndex((option) => option.value === value);
  const focusable = chosen >= 0 ? chosen : 0;
  return (
    <div
      role="radiogroup"
      className="form-field form-field--group"
      aria-labelledby={labelledBy ?? ids.label}
      aria-required={isRequired || undefined}
      aria-invalid={ids.isInvalid || undefined}
      aria-describedby={ids.describedBy}
    >
      {label !== undefined ? (
        <span id={ids.label} className="form-field__label">
          {label}
          {isRequired ? <RequiredMark /> : null}
        </span>
      ) : null}
      <FieldHint id={ids.hint} text={hint} />
      {options.map((option, index) => (
        <label key={option.value} className="form-field__choice">
          <input
            ref={index === focusable ? ref : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={index === chosen}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
