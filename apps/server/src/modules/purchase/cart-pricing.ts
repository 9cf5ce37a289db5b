import {
  applyPromo,
  cartTotals,
  coffeeSchedule,
  coffeeSubscriptionLine,
  coffeeSubscriptionName,
  isCoffeeMonths,
  customPlanLine,
  customPlanName,
  decliningBalanceLine,
  decliningBalanceProductOf,
  mealPlanLine,
  priceLine,
  PROMO_MESSAGES,
  type CartLine,
  type DecliningBalanceProduct,
  type PricedLine,
  type PromoCode,
  type TaxContext,
} from '@commons/domain';
import type { Cart, CartCoffee, CartItem } from '@commons/contract';
import type { CartLineRow } from './cart.repo.ts';
import type { DecliningProductRow, PromoCodeRow, SettingsRow } from './order-form.repo.ts';

/**
 * The whole cart priced from what its lines name, with the domain's rules only (decisions/0025):
 * nothing a client sent and nothing stored as a price. Money is cents here and in the answer; the
 * domain's product and promo types take dollars, so rows are turned into them below.
 */

const dollars = (cents: number) => cents / 100;

/** The product as the declining balance rules take it (the rows already have the domain's cent shape). */
export const toDomainProduct = (row: DecliningProductRow): DecliningBalanceProduct => decliningBalanceProductOf(row);

export const toDomainPromo = (row: PromoCodeRow): PromoCode => ({
  code: row.code,
  type: row.type,
  adj: row.adj,
  value: row.adj === 'percent' ? row.percent : dollars(row.amount_cents),
  min_purchase_amnt: dollars(row.min_purchase_cents),
});

/** Can the code be used on `today` (site time)? */
export const isPromoLive = (row: PromoCodeRow, today: string): boolean => row.active && (row.starts_on === null || row.starts_on <= today) && (row.ends_on === null || row.ends_on >= today);

/** What a line is before tax: its list price, discounts and bonuses, and the promo's part. */
interface LineFigures {
  name: string;
  line: CartLine;
  /** The same line without the promo code. */
  beforePromo: CartLine;
  bonus: number;
  dbDiscount: number;
  dbBonus: number;
  promoMessage: string | null;
  promoApplies: boolean;
  /** The coffee subscription's bills. */
  coffee?: CartCoffee;
}

const isPlanKind = (row: CartLineRow) => row.item.kind === 'Meal plan' || row.item.kind === 'Create your plan';

function mealPlanFigures(row: CartLineRow, today: string): LineFigures | null {
  const plan = row.plan;
  if (!plan) return null;
  const own = mealPlanLine(plan, row.item.first_plan_date?.slice(0, 7) ?? null);
  const base = own.line;
  const figures: LineFigures = { name: plan.name, line: base, beforePromo: base, bonus: own.bonus, dbDiscount: 0, dbBonus: 0, promoMessage: null, promoApplies: false };
  const promo = row.promo;
  if (!promo) return figures;
  if (!isPromoLive(promo, today)) return { ...figures, promoMessage: PROMO_MESSAGES.unknown };
  const outcome = applyPromo(toDomainPromo(promo), { kind: 'Meal plan', price: plan.price_cents, trackOnly: plan.promo_track_only });
  if ('problem' in outcome) return { ...figures, promoMessage: outcome.problem };
  const { discount, bonus } = outcome.effect;
  const message = plan.promo_track_only ? `Promo code ${promo.code} is recorded with this plan.` : `Promo code ${promo.code} applied.`;
  return { ...figures, line: { ...base, discount }, bonus: figures.bonus + bonus, promoMessage: message, promoApplies: true };
}

function customPlanFigures(row: CartLineRow, settings: SettingsRow): LineFigures | null {
  const { swipe, balance } = row;
  if (!swipe || !balance) return null;
  const { line, bonus } = customPlanLine({ swipe, balance: { price_cents: balance.price_cents, value_cents: balance.value } }, settings.custom_meal_plan_as);
  return { name: customPlanName(swipe.value, balance.value), line, beforePromo: line, bonus, dbDiscount: 0, dbBonus: 0, promoMessage: null, promoApplies: false };
}

function decliningFigures(row: CartLineRow, hasPlan: boolean): LineFigures | null {
  const product = row.product;
  const amount = row.item.amount_cents;
  if (!product || amount === null) return null;
  const { line, bonus } = decliningBalanceLine(amount, product, hasPlan);
  return { name: product.name, line, beforePromo: line, bonus, dbDiscount: line.discount, dbBonus: bonus, promoMessage: null, promoApplies: false };
}

/**
 * docs/product/purchase.md#coffee: the coffee subscription at the settings' price per month, its bills from today (the
 * purchase date, were the cart paid now). Left out once the site stops selling it.
 */
function coffeeFigures(row: CartLineRow, settings: SettingsRow, today: string): LineFigures | null {
  const months = row.item.months;
  if (!settings.coffee_subscription || !isCoffeeMonths(months)) return null;
  const price = settings.coffee_subscription_price_cents;
  const { line, bonus } = coffeeSubscriptionLine(price);
  const schedule = coffeeSchedule(price, months, today);
  const coffee = { months, price_per_month_cents: price, total_cents: schedule.total, bill_dates: schedule.billDates, ends_on: schedule.endsOn };
  return { name: coffeeSubscriptionName(months), line, beforePromo: line, bonus, dbDiscount: 0, dbBonus: 0, promoMessage: null, promoApplies: false, coffee };
}

function figuresOf(row: CartLineRow, context: PricingContext, hasPlan: boolean): LineFigures | null {
  switch (row.item.kind) {
    case 'Meal plan':
      return mealPlanFigures(row, context.today);
    case 'Create your plan':
      return customPlanFigures(row, context.settings);
    case 'Declining balance':
      return decliningFigures(row, hasPlan);
    case 'Coffee subscription':
      return coffeeFigures(row, context.settings, context.today);
  }
}

function toItem(row: CartLineRow, figures: LineFigures, priced: PricedLine, before: PricedLine): CartItem {
  const { item, promo } = row;
  const hasPromo = promo !== null && item.kind === 'Meal plan';
  const subscription =
    item.first_plan_date && row.plan?.subscription_frequency
      ? {
          frequency: row.plan.subscription_frequency,
          bill_today: item.bill_today ?? false,
          first_bill_date: item.first_bill_date ?? item.first_plan_date,
          first_plan_date: item.first_plan_date,
          last_bill_date: item.last_bill_date ?? item.first_plan_date,
          last_plan_date: item.last_plan_date ?? item.first_plan_date,
        }
      : null;
  return {
    id: item.id,
    type: item.kind,
    name: figures.name,
    meal_plan_id: item.meal_plan_id,
    swipe_id: item.swipe_option_id,
    db_id: item.db_option_id ?? item.db_product_id,
    swipes: item.kind === 'Meal plan' ? (row.plan?.swipes ?? 0) : item.kind === 'Create your plan' ? (row.swipe?.value ?? 0) : 0,
    declining_balance_value_cents: item.kind === 'Declining balance' ? item.amount_cents : null,
    subscription,
    coffee: figures.coffee ?? null,
    list_price_cents: priced.listPrice,
    price_cents: priced.price,
    tax_cents: priced.tax,
    discount_cents: priced.discount,
    bonus_cents: figures.bonus,
    dbDiscount_cents: figures.dbDiscount,
    dbBonus_cents: figures.dbBonus,
    promo_code: hasPromo ? promo.code : null,
    promo_type: hasPromo ? promo.type : null,
    promo_adj: hasPromo ? promo.adj : null,
    promo_value: hasPromo && promo.adj === 'percent' ? promo.percent : null,
    promo_value_cents: hasPromo && promo.adj === 'fixed' ? promo.amount_cents : null,
    promo_min_purchase_amnt_cents: hasPromo ? promo.min_purchase_cents : null,
    promo_price_cents: hasPromo && figures.promoApplies ? priced.price : null,
    promo_track_only: item.kind === 'Meal plan' && (row.plan?.promo_track_only ?? false),
    beforePromoPrice_cents: before.price,
    beforePromoTax_cents: before.tax,
    promoMessage: figures.promoMessage,
  };
}

export interface PricingContext {
  settings: SettingsRow;
  customerTypeAppliesTax: boolean;
  /** The site's local date, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * docs/product/purchase.md#cart, #tax: each line priced (priceLine: discounts, then tax floored to the cent) and
 * the totals summed (cartTotals). A declining balance bonus that requires a plan counts a meal plan
 * or a custom plan in the cart. A line whose product is gone is left out.
 */
export function priceCart(rows: readonly CartLineRow[], context: PricingContext, meta: { customer_type_id: number | null; expires_at: Date | null }): Cart {
  const tax: TaxContext = {
    settings: { tax_rate: context.settings.tax_rate, tax_meal_plans: context.settings.tax_meal_plans, tax_custom_meal_plans: context.settings.tax_custom_meal_plans, tax_declining_balance: context.settings.tax_declining_balance },
    customerTypeAppliesTax: context.customerTypeAppliesTax,
    currentMonth: context.today.slice(0, 7),
  };
  const hasPlan = rows.some(isPlanKind);
  const items: CartItem[] = [];
  const lines: PricedLine[] = [];
  for (const row of rows) {
    const figures = figuresOf(row, context, hasPlan);
    if (!figures) continue;
    const priced = priceLine(figures.line, tax);
    lines.push(priced);
    items.push(toItem(row, figures, priced, priceLine(figures.beforePromo, tax)));
  }
  const totals = cartTotals(lines);
  return {
    items,
    customer_type_id: items.length > 0 ? meta.customer_type_id : null,
    subtotal_cents: totals.subtotal,
    discount_cents: totals.discount,
    tax_cents: totals.tax,
    total_cents: totals.total,
    expires_at: meta.expires_at?.toISOString() ?? null,
  };
}
