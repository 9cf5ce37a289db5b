import type { Control } from 'react-hook-form';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';
import type { CustomerFormInput, CustomerFormValues } from './checkout-form-values.ts';

/** The student a parent buys for (docs/product/purchase.md#parent): required with the buyer's rules. */
export function StudentFields({ control, headingId }: { control: Control<CustomerFormInput, unknown, CustomerFormValues>; headingId: string }) {
  return (
    <section className="checkout-form__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="checkout-form__heading">
        {T.studentHeading}
      </h4>
      <p className="checkout-form__intro">{T.studentIntro}</p>
      <div className="checkout-form__row">
        <TextField control={control} name="student_first_name" label="Student First Name" autoComplete="off" isRequired />
        <TextField control={control} name="student_last_name" label="Student Last Name" autoComplete="off" isRequired />
      </div>
      <div className="checkout-form__row">
        <TextField control={control} name="student_email" label="Student Email" type="email" autoComplete="off" isRequired />
        <TextField control={control} name="student_confirm_email" label="Confirm Student Email" type="email" autoComplete="off" isRequired />
      </div>
      <PhoneField control={control} name="student_phone_number" label="Student Phone Number" hint={T.phoneHint} autoComplete="off" isRequired />
      <TextField control={control} name="student_address" label="Student Address" autoComplete="off" isRequired />
      <div className="checkout-form__row checkout-form__row--address">
        <TextField control={control} name="student_city" label="Student City" autoComplete="off" isRequired />
        <TextField control={control} name="student_state" label="Student State" hint={T.stateHint} autoComplete="off" isRequired />
        <TextField control={control} name="student_zip_code" label="Student Zip Code" autoComplete="off" maxLength={10} isRequired />
      </div>
    </section>
  );
}
