import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateCustomerBody, type Customer, type ProfileForm as ProfileValues, type UpdateCustomerBody } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { LOCKED_IDENTITY_HINT, maskPhone } from '@commons/domain';
import { api } from '../../api/client.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { AccountForm } from './account-form.tsx';

const FIELDS = ['first_name', 'last_name', 'student_id', 'email', 'phone', 'mobile', 'address', 'city', 'state', 'zip', 'notify_by_text'] as const;

/** The form's values for a stored profile: phone numbers shown in their mask, no mobile as an empty field. */
export function profileValues(siteId: number, customer: Customer): ProfileValues {
  return {
    customer_id: customer.id,
    site_id: siteId,
    first_name: customer.first_name,
    last_name: customer.last_name,
    student_id: customer.student_id,
    email: customer.email,
    phone: maskPhone(customer.phone),
    mobile: customer.mobile ? maskPhone(customer.mobile) : '',
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    notify_by_text: customer.notify_by_text,
  };
}

interface ProfileFormProps {
  siteId: number;
  customer: Customer;
  onSaved: (customer: Customer) => void;
}

/** The Profile tab's form (docs/product/accounts.md#profile): the sign-up rules, saved with `customer/update_customer`. */
export function ProfileForm({ siteId, customer, onSaved }: ProfileFormProps) {
  const form = useForm<ProfileValues, unknown, UpdateCustomerBody>({
    resolver: zodResolver(updateCustomerBody),
    defaultValues: profileValues(siteId, customer),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api(endpoints.postUpdateCustomer, { body: values });
      form.reset(profileValues(siteId, saved.customer));
      notify(ACCOUNT_TEXTS.profileSaved, 'success');
      onSaved(saved.customer);
    } catch (error) {
      notify(ACCOUNT_TEXTS.saveFailure, 'error');
      applyServerErrors(form, error, FIELDS);
    }
  });
  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  // The school's sign-in owns these: shown, not editable (the server keeps them as they are).
  const locked = customer.identity_locked ? { isReadOnly: true, hint: LOCKED_IDENTITY_HINT } : {};
  return (
    <AccountForm isSubmitting={isSubmitting} onSubmit={submit}>
      <FormAlert control={control} />
      <div className="account-form__row">
        <TextField control={control} name="first_name" label="First Name" autoComplete="given-name" isRequired {...locked} />
        <TextField control={control} name="last_name" label="Last Name" autoComplete="family-name" isRequired {...locked} />
      </div>
      <div className="account-form__row">
        <TextField control={control} name="student_id" label="Student ID" isRequired {...locked} />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired {...locked} />
      </div>
      <div className="account-form__row">
        <PhoneField control={control} name="phone" label="Phone Number" hint="(999) 999 - 9999" isRequired />
        <PhoneField control={control} name="mobile" label="Mobile Number" hint="Optional. (999) 999 - 9999" autoComplete="off" />
      </div>
      <TextField control={control} name="address" label="Address" autoComplete="street-address" isRequired />
      <div className="account-form__row account-form__row--address">
        <TextField control={control} name="city" label="City" autoComplete="address-level2" isRequired />
        <TextField control={control} name="state" label="State" hint="Code or full name, e.g. MA" autoComplete="address-level1" isRequired />
        <TextField control={control} name="zip" label="Zip Code" autoComplete="postal-code" maxLength={10} isRequired />
      </div>
      <CheckboxField control={control} name="notify_by_text" label="Send me text messages about my orders and reservations" />
      <div className="account-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </AccountForm>
  );
}
