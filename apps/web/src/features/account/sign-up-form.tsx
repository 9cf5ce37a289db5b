import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { signUpBody, type SignUpBody, type SignUpForm as SignUpValues } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '@commons/domain';
import { api } from '../../api/client.ts';
import { customerSessionChanged } from '../../site/customer-session.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { AccountForm } from './account-form.tsx';

/** In the form's order, so the first field the server faults is the one focused. */
const FIELDS = [
  'first_name',
  'last_name',
  'student_id',
  'email',
  'confirm_email',
  'phone_number',
  'mobile',
  'address',
  'city',
  'state',
  'zip_code',
  'notify_by_text',
  'password',
  'confirm_password',
] as const;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a lowercase and an uppercase letter, a number and one of ${PASSWORD_SPECIALS}`;

/**
 * Sign-up (docs/product/accounts.md#sign-up): the contract's schema checks it here and on the server. Success logs
 * the visitor in (the page's guard then opens the account); a failure says so in a toast and puts
 * the server's field errors (an e-mail address already signed up) on their fields.
 */
export function SignUpForm({ siteId }: { siteId: number }) {
  const client = useQueryClient();
  const form = useForm<SignUpValues, unknown, SignUpBody>({
    resolver: zodResolver(signUpBody),
    defaultValues: {
      site_id: siteId,
      first_name: '',
      last_name: '',
      student_id: '',
      email: '',
      confirm_email: '',
      phone_number: '',
      mobile: '',
      address: '',
      city: '',
      state: '',
      zip_code: '',
      notify_by_text: false,
      password: '',
      confirm_password: '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { customer } = await api(endpoints.postCustomerCreate, { body: values });
      notify(ACCOUNT_TEXTS.signUpSuccess, 'success');
      await customerSessionChanged(client, siteId, customer);
    } catch (error) {
      notify(ACCOUNT_TEXTS.signUpFailure, 'error');
      applyServerErrors(form, error, FIELDS);
    }
  });
  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;
  return (
    <AccountForm isSubmitting={isSubmitting} onSubmit={submit}>
      <FormAlert control={control} />
      <fieldset className="account-form__group">
        <legend>About you</legend>
        <div className="account-form__row">
          <TextField control={control} name="first_name" label="First Name" autoComplete="given-name" isRequired />
          <TextField control={control} name="last_name" label="Last Name" autoComplete="family-name" isRequired />
        </div>
        <TextField control={control} name="student_id" label="Student ID" hint="Letters and numbers only" isRequired />
      </fieldset>
      <fieldset className="account-form__group">
        <legend>How to reach you</legend>
        <div className="account-form__row">
          <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
          <TextField control={control} name="confirm_email" label="Confirm Email" type="email" autoComplete="email" isRequired />
        </div>
        <div className="account-form__row">
          <PhoneField control={control} name="phone_number" label="Phone Number" hint="(999) 999 - 9999" isRequired />
          <PhoneField control={control} name="mobile" label="Mobile Number" hint="Optional. (999) 999 - 9999" autoComplete="off" />
        </div>
        <CheckboxField control={control} name="notify_by_text" label="Send me text messages about my orders and reservations" />
      </fieldset>
      <fieldset className="account-form__group">
        <legend>Address</legend>
        <TextField control={control} name="address" label="Address" autoComplete="street-address" isRequired />
        <div className="account-form__row account-form__row--address">
          <TextField control={control} name="city" label="City" autoComplete="address-level2" isRequired />
          <TextField control={control} name="state" label="State" hint="Code or full name, e.g. MA" autoComplete="address-level1" isRequired />
          <TextField control={control} name="zip_code" label="Zip Code" autoComplete="postal-code" maxLength={10} isRequired />
        </div>
      </fieldset>
      <fieldset className="account-form__group">
        <legend>Password</legend>
        <div className="account-form__row">
          <TextField control={control} name="password" label="Password" type="password" hint={PASSWORD_HINT} autoComplete="new-password" isRequired />
          <TextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" isRequired />
        </div>
      </fieldset>
      <div className="account-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Creating your account…' : 'Create Account'}
        </button>
      </div>
    </AccountForm>
  );
}
