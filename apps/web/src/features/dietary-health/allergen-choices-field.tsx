import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DIETARY_ALLERGENS, OTHER_ALLERGEN } from '@commons/domain';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { CheckboxGroupField } from './checkbox-group-field.tsx';
import { PUBLIC_FORM_TEXTS as T } from './public-form-texts.ts';

interface AllergenChoicesFieldProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  /** The list of allergens' field and the field naming the others. */
  allergens: FieldPath<T>;
  otherAllergies: FieldPath<T>;
  maxLength: number;
  hint?: string;
}

/**
 * The allergies of docs/product/forms.md#dietary-health as checkboxes; ticking 'Other (Please specify)' shows the required
 * 'Other allergies' text right after the boxes.
 */
export function AllergenChoicesField<T extends FieldValues, Out>({ control, allergens, otherAllergies, maxLength, hint }: AllergenChoicesFieldProps<T, Out>) {
  const chosen: unknown = useWatch({ control, name: allergens });
  const hasOther = Array.isArray(chosen) && chosen.includes(OTHER_ALLERGEN);
  return (
    <>
      <CheckboxGroupField control={control} name={allergens} label={T.allergies} hint={hint} options={DIETARY_ALLERGENS} />
      {hasOther ? <TextField control={control} name={otherAllergies} label={T.otherAllergies} hint={T.otherAllergiesHint} maxLength={maxLength} autoComplete="off" isRequired /> : null}
    </>
  );
}
