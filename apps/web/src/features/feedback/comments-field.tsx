import { useLayoutEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from '@commons/ui/form/field-frame.tsx';
import type { FieldProps } from '@commons/ui/form/field-props.ts';
import { useTextControl } from '@commons/ui/form/use-text-control.ts';
import { fitRows } from './textarea-rows.ts';

const MIN_ROWS = 3;
const MAX_ROWS = 6;

/** A text box that shows 3 rows, grows with its text up to 6 and then scrolls (docs/product/forms.md#feedback). */
export function CommentsField<T extends FieldValues, Out>(field: FieldProps<T, Out>) {
  const { controlProps, ids, error } = useTextControl(field);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const { ref, value } = controlProps;
  useLayoutEffect(() => {
    if (box.current) fitRows(box.current, MIN_ROWS, MAX_ROWS);
  }, [value]);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} isRequired={field.isRequired}>
      <textarea
        {...controlProps}
        ref={(element) => {
          box.current = element;
          ref(element);
        }}
        className="form-field__input form-field__textarea feedback-form__comments"
        rows={MIN_ROWS}
      />
    </FieldFrame>
  );
}
