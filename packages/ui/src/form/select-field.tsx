import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';
import type { FieldOption, FieldProps } from './field-props.ts';
import { useTextControl } from './use-text-control.ts';

interface SelectFieldProps<T extends FieldValues, Out> extends FieldProps<T, Out> {
  options: readonly FieldOption[];
  /** The text of an empty first option, for a choice not made yet. */
  placeholder?: string;
}

/** A native select with its label, hint and error; the value is the chosen option's string. */
export function SelectField<T extends FieldValues, Out>({ options, placeholder, ...field }: SelectFieldProps<T, Out>) {
  const { controlProps, ids, error } = useTextControl(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <select {...controlProps} className="form-field__input form-field__select">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
