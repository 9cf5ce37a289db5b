import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import { RequiredMark } from './required-mark.tsx';
import './form.css';

interface FieldFrameProps {
  ids: { control: string; hint: string; error: string };
  label: string;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  children: ReactNode;
}

/** A field's label (with the required mark), hint and error around its control. */
export function FieldFrame({ ids, label, hint, error, isRequired = false, children }: FieldFrameProps) {
  return (
    <div className="form-field">
      <label htmlFor={ids.control} className="form-field__label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <FieldHint id={ids.hint} text={hint} />
      {children}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
