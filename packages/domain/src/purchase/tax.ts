import { percentOf, type Cents } from './money.ts';

/** The kinds of item the cart holds (docs/product/purchase.md#cart). */
export type ItemKind = 'Meal plan' | 'Create your plan' | 'Declining balance' | 'Coffee subscription';

/** The order form settings that decide tax (docs/product/purchase.md#order-form). */
export interface TaxSettings {
  /** Percent, e.g. 6.25. */
  tax_rate: number;
  tax_meal_plans: boolean;
  tax_custom_meal_plans: boolean;
  tax_declining_balance: boolean;
}

export interface TaxedItem {
  kind: ItemKind;
  /** The price the tax is on, after any discount. */
  price: Cents;
  /** The plan's own apply_tax (meal plans); other kinds have none and pass. */
  planAppliesTax?: boolean;
  /** A subscription's first plan month 'YYYY-MM', when the item is one. */
  subscriptionStartMonth?: string | null;
}

const settingFor = (settings: TaxSettings, kind: ItemKind): boolean => {
  if (kind === 'Meal plan') return settings.tax_meal_plans;
  if (kind === 'Create your plan') return settings.tax_custom_meal_plans;
  if (kind === 'Declining balance') return settings.tax_declining_balance;
  return false; // docs/product/purchase.md#tax: the coffee subscription is never taxed
};

/**
 * docs/product/purchase.md#tax: tax_rate percent of the price, floored to the cent, only when the item kind's
 * setting, the plan's apply_tax and the customer type's apply_tax all allow it; none on a
 * subscription whose start month is later than the current month (`currentMonth` 'YYYY-MM', site time).
 */
export function taxFor(item: TaxedItem, settings: TaxSettings, customerTypeAppliesTax: boolean, currentMonth: string): Cents {
  if (!settingFor(settings, item.kind) || item.planAppliesTax === false || !customerTypeAppliesTax) return 0;
  if (item.subscriptionStartMonth && item.subscriptionStartMonth > currentMonth) return 0;
  return percentOf(item.price, settings.tax_rate, 'floor');
}
