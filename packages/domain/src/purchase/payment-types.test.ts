import { describe, expect, it } from 'vitest';
import { allowedPaymentTypes, type PaymentSettings } from './payment-types.ts';

const SETTINGS: PaymentSettings = {
  payment_types: ['Student ID', 'Credit card', 'Payroll deduction'],
  custom_meal_plan_payment_types: ['Student ID', 'Credit card'],
  declining_balance_payment_types: ['Credit card', 'Payroll deduction'],
};

describe('allowedPaymentTypes (docs/product/purchase.md#payment-types)', () => {
  it("offers a meal plan's own payment types, narrowed by the customer type", () => {
    expect(allowedPaymentTypes([{ kind: 'Meal plan', payment_types: ['Student ID', 'Credit card', 'Payroll deduction'] }], SETTINGS, ['Student ID', 'Credit card'])).toEqual(['Student ID', 'Credit card']);
  });

  it('narrows further by the custom plan and declining balance settings', () => {
    const lines = [{ kind: 'Meal plan', payment_types: ['Student ID', 'Credit card'] }, { kind: 'Create your plan' }, { kind: 'Declining balance' }] as const;
    expect(allowedPaymentTypes(lines, SETTINGS, [])).toEqual(['Credit card']);
  });

  it('takes only a credit card for the coffee subscription', () => {
    expect(allowedPaymentTypes([{ kind: 'Coffee subscription' }], SETTINGS, ['Student ID', 'Credit card', 'Payroll deduction'])).toEqual(['Credit card']);
  });

  it('reads an empty list as no restriction, and answers none when the lists share nothing', () => {
    expect(allowedPaymentTypes([{ kind: 'Meal plan', payment_types: [] }], { ...SETTINGS, payment_types: [] }, [])).toEqual(['Student ID', 'Credit card', 'Payroll deduction']);
    expect(allowedPaymentTypes([{ kind: 'Meal plan', payment_types: ['Payroll deduction'] }], SETTINGS, ['Student ID'])).toEqual([]);
  });

  it('ignores names that are no payment type', () => {
    expect(allowedPaymentTypes([{ kind: 'Meal plan', payment_types: ['Cash', 'Visa'] }], SETTINGS, [])).toEqual([]);
  });
});
