import { describe, expect, it } from 'vitest';
import { CUISINES, featureNames, LOCATION_FEATURES, PAYMENT_TYPES, prettyName } from './feature-names.ts';

describe('featureNames', () => {
  it('names payment types in the order of the list', () => {
    expect(featureNames(['pay_with_apple_pay', 'pay_with_meal_swipe', 'pay_with_cash'], PAYMENT_TYPES)).toEqual(['Cash', 'Meal Swipe', 'Apple Pay']);
  });
  it('names cuisines and features, then custom names', () => {
    expect(featureNames(['sushi_cuisine', 'american_cuisine'], CUISINES)).toEqual(['American', 'Sushi']);
    expect(featureNames(['open_late', 'dine_in'], LOCATION_FEATURES, ['Fair Trade Coffee', ' '])).toEqual(['Dine In', 'Open Late', 'Fair Trade Coffee']);
  });
  it('makes a readable name of an unknown value', () => {
    expect(prettyName('pay_with_campus_card')).toBe('Campus Card');
    expect(prettyName('korean_cuisine')).toBe('Korean');
    expect(featureNames(['halal_options'], LOCATION_FEATURES)).toEqual(['Halal Options']);
  });
});
