import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props.ts';
import { useFieldIds } from './use-field-ids.ts';

/**
 * What a field whose value is text (an input, a text box, a select) needs: the props its control
 * takes (value, events, ids and aria states) and the ids and error its frame shows.
 */
export function useTextControl<T extends FieldValues, Out>({ control, name, hint, isRequired = false }: FieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const ids = useFieldIds(hint !== undefined, error);
  const controlProps = {
    ref: field.ref,
    id: ids.control,
    name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-required': isRequired || undefined,
    'aria-invalid': ids.isInvalid || undefined,
    'aria-describedby': ids.describedBy,
  };
  return { controlProps, ids, error };
}
