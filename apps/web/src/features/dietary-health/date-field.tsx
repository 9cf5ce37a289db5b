import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from '@commons/ui/form/field-frame.tsx';
import type { FieldProps } from '@commons/ui/form/field-props.ts';
import { useTextControl } from '@commons/ui/form/use-text-control.ts';

/** The browser's own date input (its value 'YYYY-MM-DD'), with the kit's label, hint and error. */
export function DateField<T extends FieldValues, Out>(field: FieldProps<T, Out>) {
  const { controlProps, ids, error } = useTextControl(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <input {...controlProps} type="date" className="form-field__input public-form__date" />
    </FieldFrame>
  );
}
