import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { checkoutCardFields, withCardContext, withCheckoutContext, type Customer } from '@commons/contract';
import { checkoutContextOf, siteMonth, type CheckoutFacts } from './checkout-context.ts';
import { customerFormDefaults, customerFormSchema, type CardFormInput, type CardFormValues, type CustomerFormInput, type CustomerFormValues } from './checkout-form-values.ts';

/**
 * The checkout's two forms on the contract's rules: the customer form with the rules of the
 * payment type chosen in it (and of this cart and login), the card form with this month of the
 * site's calendar. The payment type is preset when the cart can be paid one way only.
 */
export function useCheckoutForms(facts: CheckoutFacts, customer: Customer | null, timeZone: string) {
  const onlyType = facts.paymentTypes.length === 1 ? facts.paymentTypes[0] : undefined;
  const customerResolver: Resolver<CustomerFormInput, unknown, CustomerFormValues> = (values, context, options) =>
    zodResolver(withCheckoutContext(customerFormSchema, checkoutContextOf(facts, values.payment_type)))(values, context, options);
  const cardResolver: Resolver<CardFormInput, unknown, CardFormValues> = (values, context, options) =>
    zodResolver(withCardContext(checkoutCardFields, siteMonth(new Date(), timeZone)))(values, context, options);
  const customerForm = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver: customerResolver,
    defaultValues: customerFormDefaults(customer, facts.isParent, onlyType),
  });
  const cardForm = useForm<CardFormInput, unknown, CardFormValues>({ resolver: cardResolver });
  return { customerForm, cardForm };
}
export type CheckoutForms = ReturnType<typeof useCheckoutForms>;
