import type { z } from 'zod';
import { checkoutBuyerBody, checkoutCardFields, type CheckoutBuyerAnswer, type Customer } from '@commons/contract';
import { maskPhone, type PaymentType } from '@commons/domain';

/** The customer form of checkout: the contract's customer step less the site, which the page adds. */
export const customerFormSchema = checkoutBuyerBody.omit({ site_id: true });
export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormValues = z.output<typeof customerFormSchema>;

export type CardFormInput = z.input<typeof checkoutCardFields>;
export type CardFormValues = z.output<typeof checkoutCardFields>;

/** The customer form's fields in the page's order: a server's field errors land on them in this order. */
export const CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'student_id',
  'email',
  'confirm_email',
  'phone_number',
  'address',
  'city',
  'state',
  'zip_code',
  'password',
  'confirm_password',
  'student_first_name',
  'student_last_name',
  'student_email',
  'student_confirm_email',
  'student_phone_number',
  'student_address',
  'student_city',
  'student_state',
  'student_zip_code',
  'payment_type',
] as const satisfies readonly (keyof CustomerFormInput)[];

export const CARD_FIELDS = [
  'card_first_name',
  'card_last_name',
  'card_type',
  'card_number',
  'card_expiration',
  'card_security_code',
  'use_billing_address',
  'billing_address.address',
  'billing_address.city',
  'billing_address.state',
  'billing_address.zip_code',
] as const;

/** A new customer form: a logged-in customer's contact details filled in from their profile (docs/product/purchase.md#customer-form). */
export function customerFormDefaults(customer: Customer | null, isParent: boolean, paymentType: PaymentType | undefined): CustomerFormInput {
  return {
    first_name: customer?.first_name ?? '',
    last_name: customer?.last_name ?? '',
    student_id: customer?.student_id ?? '',
    email: customer?.email ?? '',
    confirm_email: customer?.email ?? '',
    phone_number: maskPhone(customer?.phone ?? ''),
    address: customer?.address ?? '',
    city: customer?.city ?? '',
    state: customer?.state ?? '',
    zip_code: customer?.zip ?? '',
    password: '',
    confirm_password: '',
    is_parent: isParent,
    student_first_name: '',
    student_last_name: '',
    student_email: '',
    student_confirm_email: '',
    student_phone_number: '',
    student_address: '',
    student_city: '',
    student_state: '',
    student_zip_code: '',
    payment_type: paymentType as PaymentType,
  };
}

/** A new card form: the billing address starts as the buyer's contact address (docs/product/purchase.md#card). */
export function cardFormDefaults(buyer: CheckoutBuyerAnswer['customer']): CardFormInput {
  return {
    card_first_name: '',
    card_last_name: '',
    card_number: '',
    card_expiration: '',
    card_security_code: '',
    card_type: '' as CardFormInput['card_type'],
    use_billing_address: false,
    billing_address: { address: buyer.address, city: buyer.city, state: buyer.state, zip_code: buyer.zip_code },
  };
}
