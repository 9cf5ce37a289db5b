import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from '@commons/ui/form/field-frame.tsx';
import type { FieldProps } from '@commons/ui/form/field-props.ts';
import { useTextControl } from '@commons/ui/form/use-text-control.ts';

/** A date and time on the site's clock ('2026-12-01T08:00'), with the browser's own picker. */
export function DateTimeField<T extends FieldValues, Out>(field: FieldProps<T, Out>) {
  const { controlProps, ids, error } = useTextControl(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <input {...controlProps} type="datetime-local" step={60} className="form-field__input" />
    </FieldFrame>
  );
}
