import type { Control } from 'react-hook-form';
import { LOCKED_IDENTITY_HINT } from '@commons/domain';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';
import type { CustomerFormInput, CustomerFormValues } from './checkout-form-values.ts';

interface CustomerContactFieldsProps {
  control: Control<CustomerFormInput, unknown, CustomerFormValues>;
  isParent: boolean;
  /** The school's sign-in owns the buyer's names, e-mail and student ID: shown, not editable. */
  isIdentityLocked: boolean;
  /** A logged-in buyer orders under their account's e-mail (the server uses it, whatever is typed). */
  isLoggedIn: boolean;
}

/** The buyer's details (docs/product/purchase.md#customer-form): names, student ID, e-mail twice, phone and address. */
export function CustomerContactFields({ control, isParent, isIdentityLocked, isLoggedIn }: CustomerContactFieldsProps) {
  const locked = isIdentityLocked ? { isReadOnly: true, hint: LOCKED_IDENTITY_HINT } : {};
  const emailLocked = isIdentityLocked ? locked : isLoggedIn ? { isReadOnly: true, hint: T.accountEmailHint } : {};
  const studentIdHint = isParent ? T.parentStudentIdHint : T.studentIdHint;
  return (
    <>
      <fieldset className="checkout-form__group">
        <legend>{T.groups.about}</legend>
        <div className="checkout-form__row">
          <TextField control={control} name="first_name" label="First Name" autoComplete="given-name" isRequired {...locked} />
          <TextField control={control} name="last_name" label="Last Name" autoComplete="family-name" isRequired {...locked} />
        </div>
        <TextField control={control} name="student_id" label="Student ID" hint={studentIdHint} autoComplete="off" isRequired {...locked} />
      </fieldset>
      <fieldset className="checkout-form__group">
        <legend>{T.groups.reach}</legend>
        <div className="checkout-form__row">
          <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired {...emailLocked} />
          <TextField control={control} name="confirm_email" label="Confirm Email" type="email" autoComplete="email" isRequired {...emailLocked} />
        </div>
        <PhoneField control={control} name="phone_number" label="Phone Number" hint={T.phoneHint} isRequired />
      </fieldset>
      <fieldset className="checkout-form__group">
        <legend>{T.groups.address}</legend>
        <TextField control={control} name="address" label="Address" autoComplete="street-address" isRequired />
        <div className="checkout-form__row checkout-form__row--address">
          <TextField control={control} name="city" label="City" autoComplete="address-level2" isRequired />
          <TextField control={control} name="state" label="State" hint={T.stateHint} autoComplete="address-level1" isRequired />
          <TextField control={control} name="zip_code" label="Zip Code" autoComplete="postal-code" maxLength={10} isRequired />
        </div>
      </fieldset>
    </>
  );
}
