import { useController, type FieldValues } from 'react-hook-form';
import { FieldError } from '@commons/ui/form/field-error.tsx';
import { FieldHint } from '@commons/ui/form/field-hint.tsx';
import type { FieldProps } from '@commons/ui/form/field-props.ts';
import { RequiredMark } from '@commons/ui/form/required-mark.tsx';
import { useFieldIds } from '@commons/ui/form/use-field-ids.ts';
import { toggleInList, type ChoiceToggle } from './choice-toggle.ts';
import './public-form.css';

interface CheckboxGroupFieldProps<T extends FieldValues, Out> extends FieldProps<T, Out> {
  /** The options, each its own value and label. */
  options: readonly string[];
  /** The new choice after a box changes; by default the option in or out, in the list's order. */
  toggle?: ChoiceToggle;
}

/**
 * A list of checkboxes whose value is the ticked options: a fieldset named by its legend, Tab and
 * Space as browsers do. The group carries the hint and error (aria-describedby) and aria-invalid; a
 * focused error lands on the first box.
 */
export function CheckboxGroupField<T extends FieldValues, Out>({ control, name, label, hint, isRequired = false, options, toggle }: CheckboxGroupFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const chosen: readonly string[] = Array.isArray(value) ? (value as string[]) : [];
  const error = fieldState.error?.message;
  const ids = useFieldIds(hint !== undefined, error);
  const change = toggle ?? toggleInList(options);
  return (
    <fieldset className="form-field form-field--group choice-group" aria-invalid={ids.isInvalid || undefined} aria-describedby={ids.describedBy}>
      <legend className="form-field__label choice-group__legend">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </legend>
      <FieldHint id={ids.hint} text={hint} />
      <div className="choice-group__options">
        {options.map((option, index) => (
          <label key={option} className="form-field__choice">
            <input
              ref={index === 0 ? ref : undefined}
              type="checkbox"
              name={name}
              value={option}
              checked={chosen.includes(option)}
              onChange={(event) => onChange(change(chosen, option, event.target.checked))}
              onBlur={onBlur}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
