import type { FieldValues } from 'react-hook-form';
import { maskPhone } from '@commons/domain';
import { FieldFrame } from '@commons/ui/form/field-frame.tsx';
import type { FieldProps } from '@commons/ui/form/field-props.ts';
import { useTextControl } from '@commons/ui/form/use-text-control.ts';

/** A phone number field that shows the mask (999) 999 - 9999 as the visitor types. */
export function PhoneField<T extends FieldValues, Out>({ autoComplete = 'tel-national', ...field }: FieldProps<T, Out> & { autoComplete?: string }) {
  const { controlProps, ids, error } = useTextControl(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <input
        {...controlProps}
        onChange={(event) => controlProps.onChange(maskPhone(event.target.value))}
        type="tel"
        inputMode="tel"
        className="form-field__input"
        autoComplete={autoComplete}
        maxLength={40}
      />
    </FieldFrame>
  );
}
