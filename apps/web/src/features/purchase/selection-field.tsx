import { forwardRef, useId } from 'react';
import type { CustomerSelection } from '@commons/contract';
import { FieldError } from '../../ui/form/field-error.tsx';
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
  /** Why the field must be chosen now (checkout asked for before it was). */
  error?: string | undefined;
}

/** One customer selection: a native select of the order form's entries, with an empty first choice. */
export const SelectionField = forwardRef<HTMLSelectElement, SelectionFieldProps>(function SelectionField({ label, options, value, onChange, isDisabled, describedBy, error }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [describedBy, error !== undefined ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredMark />
      </label>
      <select
        ref={ref}
        id={id}
        className="form-field__input form-field__select"
        value={value === null ? '' : String(value)}
        disabled={isDisabled}
        aria-required="true"
        aria-describedby={described}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{PURCHASE_TEXTS.choose}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
