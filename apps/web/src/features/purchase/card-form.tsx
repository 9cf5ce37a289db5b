import { forwardRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CARD_TYPES, cardDigits, cardTypeOf, formatMoney } from '@commons/domain';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { SelectField } from '@commons/ui/form/select-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { maskCardNumber, maskExpiration } from './card-masks.ts';
import type { CardFormInput, CardFormValues } from './checkout-form-values.ts';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';
import { MaskedTextField } from './masked-text-field.tsx';

interface CardFormProps {
  form: UseFormReturn<CardFormInput, unknown, CardFormValues>;
  totalCents: number;
  onSubmit: (values: CardFormValues) => void;
  onInvalid: () => void;
}

const TYPE_OPTIONS = CARD_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The card form (docs/product/purchase.md#card): the name on the card, its type, number, expiry and
 * security code, and a billing address other than the contact address when asked for. The card's
 * type is chosen from its number until the visitor chooses one.
 */
export const CardForm = forwardRef<HTMLHeadingElement, CardFormProps>(function CardForm({ form, totalCents, onSubmit, onInvalid }, headingRef) {
  const { control } = form;
  const usesBilling = useWatch({ control, name: 'use_billing_address' }) === true;
  const guessType = (number: string) => {
    const type = cardTypeOf(cardDigits(number) ?? '');
    if (type && !form.getFieldState('card_type').isDirty) form.setValue('card_type', type);
  };
  return (
    <form className="checkout-form checkout-card" noValidate onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}>
      <h4 ref={headingRef} tabIndex={-1} className="checkout-form__heading">
        {T.cardHeading}
      </h4>
      <div className="checkout-form__row">
        <TextField control={control} name="card_first_name" label="First Name on Card" autoComplete="cc-given-name" isRequired />
        <TextField control={control} name="card_last_name" label="Last Name on Card" autoComplete="cc-family-name" isRequired />
      </div>
      <div className="checkout-form__row">
        <MaskedTextField control={control} name="card_number" label="Card Number" mask={maskCardNumber} autoComplete="cc-number" maxLength={23} onValue={guessType} isRequired />
        <SelectField control={control} name="card_type" label="Card Type" placeholder={T.cardTypeChoose} options={TYPE_OPTIONS} isRequired />
      </div>
      <div className="checkout-form__row">
        <MaskedTextField control={control} name="card_expiration" label="Expiration Date" hint="MM/YY" mask={maskExpiration} autoComplete="cc-exp" maxLength={5} isRequired />
        <MaskedTextField
          control={control}
          name="card_security_code"
          label="Security Code"
          hint="3 digits, 4 for American Express"
          mask={(value) => value.trim()}
          autoComplete="cc-csc"
          maxLength={4}
          isRequired
        />
      </div>
      <CheckboxField control={control} name="use_billing_address" label={T.billingToggle} hint={usesBilling ? undefined : T.billingHint} />
      {usesBilling ? (
        <fieldset className="checkout-form__group">
          <legend>Billing address</legend>
          <TextField control={control} name="billing_address.address" label="Billing Address" autoComplete="billing street-address" isRequired />
          <div className="checkout-form__row checkout-form__row--address">
            <TextField control={control} name="billing_address.city" label="Billing City" autoComplete="billing address-level2" isRequired />
            <TextField control={control} name="billing_address.state" label="Billing State" hint={T.stateHint} autoComplete="billing address-level1" isRequired />
            <TextField control={control} name="billing_address.zip_code" label="Billing Zip Code" autoComplete="billing postal-code" maxLength={10} isRequired />
          </div>
        </fieldset>
      ) : null}
      <div className="checkout-form__actions">
        <button type="submit" className="button">
          {T.payNow(formatMoney(totalCents))}
        </button>
      </div>
    </form>
  );
});
