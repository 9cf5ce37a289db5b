import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { allergenProfileBody, type AllergenCard, type AllergenProfileBody, type AllergenProfileForm as AllergenValues, type Customer } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { ALLERGEN_MESSAGES, PROFILE_ALLERGENS, maskPhone, splitProfileAllergens } from '@commons/domain';
import { api } from '../../api/client.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { FieldError } from '@commons/ui/form/field-error.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { AccountForm } from './account-form.tsx';

const FIELDS = ['allergens', 'has_custom_allergen', 'custom_allergen', 'contact_name', 'contact_number', 'carries_epinephrine'] as const;

/** The form's values for a stored profile: listed allergens as checkboxes, the rest as the custom entry. */
export function allergenValues(siteId: number, customer: Customer): AllergenValues {
  const { listed, custom } = splitProfileAllergens(customer.allergens);
  return {
    customer_id: customer.id,
    site_id: siteId,
    allergens: listed,
    has_custom_allergen: custom !== null,
    custom_allergen: custom ?? '',
    contact_name: customer.contact_name ?? '',
    contact_number: customer.contact_number ? maskPhone(customer.contact_number) : '',
    carries_epinephrine: customer.carries_epinephrine,
  };
}

/** The list of 11 as a group of checkboxes. */
function AllergenChoices({ control }: { control: Control<AllergenValues, unknown, AllergenProfileBody> }) {
  const { field, fieldState } = useController({ control, name: 'allergens' });
  const chosen = new Set(field.value);
  const toggle = (name: string, isOn: boolean) => field.onChange(PROFILE_ALLERGENS.filter((n) => (n === name ? isOn : chosen.has(n))));
  const errorId = 'allergen-choices-error';
  return (
    <fieldset className="account-allergens" aria-describedby={fieldState.error ? errorId : undefined}>
      <legend>Allergens</legend>
      <ul className="account-allergens__list">
        {PROFILE_ALLERGENS.map((name, i) => (
          <li key={name} className="form-field__choice">
            <input id={`allergen-${i}`} type="checkbox" checked={chosen.has(name)} onChange={(event) => toggle(name, event.target.checked)} onBlur={field.onBlur} ref={i === 0 ? field.ref : undefined} />
            <label htmlFor={`allergen-${i}`}>{name}</label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  );
}

interface Props {
  siteId: number;
  customer: Customer;
  onSaved: (customer: Customer, card: AllergenCard) => void;
}

/** The Allergens tab's form (docs/product/accounts.md#allergen-profile), saved with `customer/update_allergen_profile`. */
export function AllergenProfileForm({ siteId, customer, onSaved }: Props) {
  const form = useForm<AllergenValues, unknown, AllergenProfileBody>({
    resolver: zodResolver(allergenProfileBody),
    defaultValues: allergenValues(siteId, customer),
  });
  const { control } = form;
  const hasCustom = useWatch({ control, name: 'has_custom_allergen' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api(endpoints.postUpdateAllergenProfile, { body: values });
      form.reset(allergenValues(siteId, saved.customer));
      notify(saved.msg || ALLERGEN_MESSAGES.updated, 'success');
      onSaved(saved.customer, saved.allergen_card);
    } catch (error) {
      notify(ALLERGEN_MESSAGES.unexpected, 'error');
      applyServerErrors(form, error, FIELDS);
    }
  });
  const isSubmitting = form.formState.isSubmitting;
  return (
    <AccountForm isSubmitting={isSubmitting} onSubmit={submit}>
      <FormAlert control={control} />
      <AllergenChoices control={control} />
      <CheckboxField control={control} name="has_custom_allergen" label="I have another allergen" />
      {hasCustom ? <TextField control={control} name="custom_allergen" label="Other allergen" isRequired /> : null}
      <div className="account-form__row">
        <TextField control={control} name="contact_name" label="Emergency Contact Name" autoComplete="off" isRequired />
        <PhoneField control={control} name="contact_number" label="Emergency Contact Number" hint="(999) 999 - 9999" autoComplete="off" isRequired />
      </div>
      <CheckboxField control={control} name="carries_epinephrine" label="I carry epinephrine (EpiPen)" />
      <div className="account-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Saving…' : 'Save Allergens'}
        </button>
      </div>
    </AccountForm>
  );
}
