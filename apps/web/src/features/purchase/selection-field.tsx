import { useId } from 'react';
import type { CustomerSelection } from '@commons/contract';
import { RequiredMark } from '../../ui/form/required-mark.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import '../../ui/form/form.css';

interface SelectionFieldProps {
  label: string;
  options: readonly CustomerSelection[];
  value: number | null;
  onChange: (id: number | null) => void;
  isDisabled: boolean;
  /** The id of the text saying why the field is locked. */
  describedBy?: string;
}

/** One customer selection: a native select of the order form's entries, with an empty first choice. */
export function SelectionField({ label, options, value, onChange, isDisabled, describedBy }: SelectionFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredMark />
      </label>
      <select
        id={id}
        className="form-field__input form-field__select"
        value={value === null ? '' : String(value)}
        disabled={isDisabled}
        aria-required="true"
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{PURCHASE_TEXTS.choose}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
