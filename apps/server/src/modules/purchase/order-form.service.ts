import { localDateTime } from '@commons/domain';
import type { z } from 'zod';
import type { CustomMealPlanOption, DecliningBalanceProductShape, getOrderForm, MealPlan, OrderFormSettings } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { CustomerTypeRow, CustomOptionRow, DecliningProductRow, MealPlanRow, OrderFormRepo, SettingsRow, SiteScopeRow } from './order-form.repo.ts';
import { subscriptionChoices } from './subscription-choices.ts';

export const NOT_SELLING = 'This site does not sell meal plans online.';

/** docs/product/purchase.md#order-form: a customer type whose name contains 'parent' makes the buyer a parent. */
export const isParentType = (name: string) => name.toLowerCase().includes('parent');

/** The settings as the contract names them: every column but the site's id. */
export function toSettings(row: SettingsRow): OrderFormSettings {
  return Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'site_id')) as OrderFormSettings;
}

export function toMealPlan(row: MealPlanRow, today: string): MealPlan {
  return {
    id: row.id,
    name: row.name,
    desc: row.description,
    price_cents: row.price_cents,
    apply_tax: row.apply_tax,
    payment_types: row.payment_types,
    balance_tracker: row.balance_tracker,
    declining_balance_cents: row.declining_balance_cents,
    swipes: row.swipes,
    sort_order: row.sort_order,
    subscription: row.subscription,
    subscription_frequency: row.subscription ? row.subscription_frequency : null,
    subscription_start: row.subscription_start,
    subscription_end: row.subscription_end,
    start_date: row.start_date,
    end_date: row.end_date,
    payments: row.payments,
    promo_track_only: row.promo_track_only,
    promoBonus_cents: row.promo_bonus_cents,
    subscription_dates: subscriptionChoices(row, today),
  };
}

const toOption = (row: CustomOptionRow): CustomMealPlanOption => ({
  id: row.id,
  type: row.type,
  value: row.type === 'swipe' ? row.value : null,
  value_cents: row.type === 'db' ? row.value : null,
  price_cents: row.price_cents,
});

const toProduct = (row: DecliningProductRow): DecliningBalanceProductShape => ({
  id: row.id,
  name: row.name,
  minimum_purchase_cents: row.minimum_purchase_cents,
  requires_plan: row.requires_plan,
  is_discount: row.is_discount,
  discount: row.discount,
  is_grad_discount: row.is_grad_discount,
  grad_discount_interval_cents: row.grad_discount_interval_cents,
  grad_discount_cents: row.grad_discount_cents,
  max_grad_discount_cents: row.max_grad_discount_cents,
  is_bonus: row.is_bonus,
  bonus: row.bonus,
  is_grad_bonus: row.is_grad_bonus,
  grad_bonus_interval_cents: row.grad_bonus_interval_cents,
  grad_bonus_cents: row.grad_bonus_cents,
  max_grad_bonus_cents: row.max_grad_bonus_cents,
});

/** A published site that sells meal plans: its settings, customer types and today's date there. */
export interface SellingSite {
  settings: SettingsRow;
  types: CustomerTypeRow[];
  today: string;
}

/** The published site `siteId` that sells meal plans (404 otherwise), in one read. */
export async function sellingSite(repo: OrderFormRepo, siteId: number, now: Date): Promise<SellingSite> {
  return toSellingSite(await repo.siteScope(siteId), now);
}

/** The site a scope read names, if it is published and sells meal plans (404 otherwise). */
export function toSellingSite(scope: SiteScopeRow | undefined, now: Date): SellingSite {
  if (!scope?.published) throw notFound('Invalid site.');
  if (!scope.settings) throw notFound(NOT_SELLING);
  return { settings: scope.settings, types: scope.types, today: localDateTime(now, scope.time_zone).date };
}

/** docs/product/api.md#purchase GET orderform/list. */
export function orderFormService(repo: OrderFormRepo, clock: () => Date) {
  return {
    async orderForm(siteId: number): Promise<z.input<(typeof getOrderForm)['answer']>> {
      const { settings, types, today } = await sellingSite(repo, siteId, clock());
      const [selections, terms, plans, options, products] = await Promise.all([
        repo.selections(siteId),
        repo.schoolTerms(siteId),
        repo.activePlans(siteId),
        repo.customOptions(siteId),
        repo.activeProducts(siteId),
      ]);
      const offered = await repo.plansOfTypes(types.map((t) => t.id));
      const activeIds = new Set(plans.map((p) => p.id));
      const selection = (kind: 'location' | 'term' | 'year') => selections.filter((s) => s.kind === kind).map((s) => ({ id: s.id, name: s.name }));
      return {
        customerTypes: types.map((type) => ({
          id: type.id,
          name: type.name,
          welcome_message: type.welcome_message,
          apply_tax: type.apply_tax,
          payment_types: type.payment_types,
          meal_plans: offered.filter((o) => o.customer_type_id === type.id && activeIds.has(o.meal_plan_id)).map((o) => o.meal_plan_id),
          is_parent: isParentType(type.name),
        })),
        customerLocations: selection('location'),
        customerYears: selection('year'),
        customerTerms: selection('term'),
        mealPlans: plans.map((plan) => toMealPlan(plan, today)),
        customMealPlans: options.map(toOption),
        orderFormSettings: toSettings(settings),
        decliningBalance: products.map(toProduct),
        school_terms: terms.map((term) => ({ id: term.id, name: term.name, start: term.start, end: term.end })),
      };
    },
  };
}
export type OrderFormService = ReturnType<typeof orderFormService>;
