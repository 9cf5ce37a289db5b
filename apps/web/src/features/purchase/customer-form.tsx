import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { RadioGroupField } from '@commons/ui/form/radio-group-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import type { CheckoutFacts } from './checkout-context.ts';
import type { CustomerFormInput, CustomerFormValues } from './checkout-form-values.ts';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';
import { CustomerContactFields } from './customer-contact-fields.tsx';
import { StudentFields } from './student-fields.tsx';

interface CustomerFormProps {
  form: UseFormReturn<CustomerFormInput, unknown, CustomerFormValues>;
  facts: CheckoutFacts;
  /** A visitor may give a password to get an account (not when logged in, nor where the site keeps none). */
  asksPassword: boolean;
  /** Paying by card, the details are kept while the card form is open (docs/product/purchase.md#customer-form). */
  isFrozen: boolean;
  /** The cart's total: a card order of $0.00 needs no card. */
  totalCents: number;
  onSubmit: (values: CustomerFormValues) => void;
  onInvalid: () => void;
  onEditCustomer: () => void;
}

/** The customer form (docs/product/purchase.md#customer-form): the buyer, a parent's student, a guest's password and the payment type. */
export function CustomerForm({ form, facts, asksPassword, isFrozen, totalCents, onSubmit, onInvalid, onEditCustomer }: CustomerFormProps) {
  const { control } = form;
  const studentHeadingId = useId();
  const paymentType = useWatch({ control, name: 'payment_type' });
  const asksCard = paymentType === 'Credit card' && totalCents > 0;
  const hasTypes = facts.paymentTypes.length > 0;
  return (
    <form className="checkout-form" noValidate onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}>
      <fieldset className="checkout-form__frozen" disabled={isFrozen}>
        <CustomerContactFields control={control} isParent={facts.isParent} isIdentityLocked={facts.isIdentityLocked} isLoggedIn={facts.isLoggedIn} />
        {asksPassword && !isFrozen ? (
          <fieldset className="checkout-form__group">
            <legend>{T.groups.password}</legend>
            <div className="checkout-form__row">
              <TextField control={control} name="password" label="Password" type="password" hint={T.passwordHint} autoComplete="new-password" />
              <TextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" />
            </div>
          </fieldset>
        ) : null}
        {facts.isParent ? <StudentFields control={control} headingId={studentHeadingId} /> : null}
        {hasTypes ? (
          <RadioGroupField control={control} name="payment_type" label={T.paymentType} isRequired options={facts.paymentTypes.map((type) => ({ value: type, label: type }))} />
        ) : (
          <p className="checkout-form__intro">{T.noPaymentType}</p>
        )}
      </fieldset>
      {isFrozen ? (
        <div className="checkout-form__actions">
          <p className="checkout-form__intro">{T.frozen}</p>
          <button type="button" className="button button--ghost" onClick={onEditCustomer}>
            {T.editCustomer}
          </button>
        </div>
      ) : hasTypes ? (
        <div className="checkout-form__actions">
          <button type="submit" className="button">
            {asksCard ? T.continueToPayment : T.placeOrder}
          </button>
        </div>
      ) : null}
    </form>
  );
}
