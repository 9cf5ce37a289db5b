import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from '@commons/ui/form/field-frame.tsx';
import type { FieldProps } from '@commons/ui/form/field-props.ts';
import { useTextControl } from '@commons/ui/form/use-text-control.ts';

interface MaskedTextFieldProps<T extends FieldValues, Out> extends FieldProps<T, Out> {
  /** Reshapes what is typed (a card number in groups, an expiry as MM/YY). */
  mask: (value: string) => string;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  /** Called with the masked value after each change. */
  onValue?: (value: string) => void;
}

/** A one-line text field that shows its mask as the visitor types, with the kit's label, hint and error. */
export function MaskedTextField<T extends FieldValues, Out>({ mask, autoComplete, inputMode = 'numeric', maxLength = 40, onValue, ...field }: MaskedTextFieldProps<T, Out>) {
  const { controlProps, ids, error } = useTextControl(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <input
        {...controlProps}
        onChange={(event) => {
          const value = mask(event.target.value);
          controlProps.onChange(value);
          onValue?.(value);
        }}
        type="text"
        inputMode={inputMode}
        className="form-field__input"
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
    </FieldFrame>
  );
}
