import { forwardRef, useId } from 'react';
import type { CustomerSelection } from '@commons/contract';
import { FieldError } from '@commons/ui/form/field-error.tsx';
import { RequiredMark } from '@commons/ui/form/required-mark.tsx';
import '@commons/ui/form/form.css';

/** The empty first choice's words. */
export const CHOOSE = 'Choose…';

interface IdSelectFieldProps {
  label: string;
  /** Catalogue entries by id and name (customer types, locations, terms, years). */
  options: readonly Pick<CustomerSelection, 'id' | 'name'>[];
  value: number | null;
  onChange: (id: number | null) => void;
  isDisabled?: boolean;
  /** The id of a text the field is read with (why it is locked). */
  describedBy?: string | undefined;
  /** Why a choice is needed, shown under the field and read with it. */
  error?: string | undefined;
  /** The select's form name. */
  name?: string;
}

/**
 * A required native select of entries by id, with an empty first choice ('Choose…', null): the
 * purchase page's customer selections, the recharge tile's customer type.
 */
export const IdSelectField = forwardRef<HTMLSelectElement, IdSelectFieldProps>(function IdSelectField({ label, options, value, onChange, isDisabled = false, describedBy, error, name }, ref) {
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
        name={name}
        className="form-field__input form-field__select"
        value={value === null ? '' : String(value)}
        disabled={isDisabled}
        aria-required="true"
        aria-describedby={described}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{CHOOSE}</option>
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
