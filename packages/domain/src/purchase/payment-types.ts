import { PAYMENT_TYPES, type PaymentType } from './checkout-fields.ts';

/**
 * Which payment types a cart may be paid with (docs/product/purchase.md#payment-types): the site's, narrowed by the customer
 * type's, then by every line: a meal plan by its own `payment_types`, a custom plan and a
 * declining balance amount by their settings, the coffee subscription to a credit card. An empty
 * list at any level restricts nothing (a site that names no types leaves the choice to its plans).
 * The answer keeps the order of `PAYMENT_TYPES`.
 */

export type PaymentLine =
  | { kind: 'Meal plan'; payment_types: readonly string[] }
  | { kind: 'Create your plan' }
  | { kind: 'Declining balance' }
  | { kind: 'Coffee subscription' };

export interface PaymentSettings {
  payment_types: readonly string[];
  custom_meal_plan_payment_types: readonly string[];
  declining_balance_payment_types: readonly string[];
}

const COFFEE_PAYMENT_TYPES: readonly PaymentType[] = ['Credit card'];

function typesOf(line: PaymentLine, settings: PaymentSettings): readonly string[] {
  switch (line.kind) {
    case 'Meal plan':
      return line.payment_types;
    case 'Create your plan':
      return settings.custom_meal_plan_payment_types;
    case 'Declining balance':
      return settings.declining_balance_payment_types;
    case 'Coffee subscription':
      return COFFEE_PAYMENT_TYPES;
  }
}

export function allowedPaymentTypes(lines: readonly PaymentLine[], settings: PaymentSettings, customerTypePaymentTypes: readonly string[]): PaymentType[] {
  const lists = [settings.payment_types, customerTypePaymentTypes, ...lines.map((line) => typesOf(line, settings))];
  return PAYMENT_TYPES.filter((type) => lists.every((list) => list.length === 0 || list.includes(type)));
}
