import { dollarsToCents, percentOf, type Cents } from './money.ts';
import type { ItemKind } from './tax.ts';

/** A promo code (docs/product/purchase.md#promo cart item's promo_* fields), its amounts in dollars or percent. */
export interface PromoCode {
  code: string;
  /** A discount lowers the price; a bonus adds to the plan's balance. */
  type: 'discount' | 'bonus';
  /** `value` is a percent of the price, or a fixed amount in dollars. */
  adj: 'percent' | 'fixed';
  value: number;
  /** The plan's price must reach this (dollars; 0 for none). */
  min_purchase_amnt: number;
}

export const PROMO_MESSAGES = {
  required: 'A promo code is required',
  mealPlansOnly: 'Promo codes can only be applied to meal plans',
  requirementsNotMet: 'None of the plans in your cart meet the requirements of this promo code',
  unknown: 'This promo code is not valid.',
} as const;

/** The item a code is tried on. */
export interface PromoTarget {
  kind: ItemKind;
  /** The price before any promo. */
  price: Cents;
  /** The plan only records the code (promo_track_only): no price change, no bonus. */
  trackOnly: boolean;
}

/** What a code does to one plan: the discount off its price, the bonus added, and the price after. */
export interface PromoEffect {
  discount: Cents;
  bonus: Cents;
  price: Cents;
}

/** The code's amount for a price: a percent rounded to the cent, or the fixed amount. */
const amountFor = (promo: PromoCode, price: Cents): Cents => (promo.adj === 'percent' ? percentOf(price, promo.value, 'round') : Math.max(0, dollarsToCents(promo.value)));

/**
 * docs/product/purchase.md#promo: meal plans only, whose price reaches the code's minimum; a
 * discount never takes the price below zero; a track-only plan keeps its price and gets no bonus.
 */
export function applyPromo(promo: PromoCode, target: PromoTarget): { effect: PromoEffect } | { problem: string } {
  if (target.kind !== 'Meal plan') return { problem: PROMO_MESSAGES.mealPlansOnly };
  if (target.price < dollarsToCents(promo.min_purchase_amnt)) return { problem: PROMO_MESSAGES.requirementsNotMet };
  if (target.trackOnly) return { effect: { discount: 0, bonus: 0, price: target.price } };
  const amount = amountFor(promo, target.price);
  if (promo.type === 'bonus') return { effect: { discount: 0, bonus: amount, price: target.price } };
  const discount = Math.min(amount, target.price);
  return { effect: { discount, bonus: 0, price: target.price - discount } };
}

/** A code as typed, the way codes are compared: trimmed, case aside. */
export const normalPromoCode = (text: string) => text.trim().toUpperCase();
