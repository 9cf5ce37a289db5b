import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import {
  customPlanOptions,
  decliningBalanceProducts,
  mealPlans,
  orderCustomerSelections,
  orderCustomerTypeMealPlans,
  orderCustomerTypes,
  orderFormSettings,
  promoCodes,
  schoolTerms,
  sites,
} from '../../db/schema/index.ts';

export type SettingsRow = typeof orderFormSettings.$inferSelect;
export type CustomerTypeRow = typeof orderCustomerTypes.$inferSelect;
export type SelectionRow = typeof orderCustomerSelections.$inferSelect;
export type SchoolTermRow = typeof schoolTerms.$inferSelect;
export type MealPlanRow = typeof mealPlans.$inferSelect;
export type CustomOptionRow = typeof customPlanOptions.$inferSelect;
export type DecliningProductRow = typeof decliningBalanceProducts.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A site as the cart calls need it: whether it is published, its zone, its order form settings and customer types. */
export type SiteScopeRow = {
  published: boolean;
  time_zone: string;
  settings: SettingsRow | null;
  types: CustomerTypeRow[];
};

/**
 * The SQL of a site's order form: what it sells and on what terms. The private lists (blocked
 * student ids, faculty e-mails) are not read here: nothing that publishes can reach them.
 *
 * The reads of every cart call (`siteScope`, `siteScopeWithPlan`) are one round trip each, written in
 * SQL with each row as jsonb: a catalog row read so has the shape drizzle gives it (the tables
 * hold no timestamps; dates are text, numerics numbers), without drizzle building the query.
 */
export function orderFormRepo(db: Db) {
  return {
    async siteScope(siteId: number): Promise<SiteScopeRow | undefined> {
      const result = await executeNamed<SiteScopeRow>(db, 'order_form_site_scope', sql`
        select s.published, s.time_zone, to_jsonb(f) as settings,
          coalesce((select jsonb_agg(to_jsonb(t) order by t.sort_order, t.id) from ${orderCustomerTypes} t where t.site_id = s.id), '[]'::jsonb) as types
        from ${sites} s left join ${orderFormSettings} f on f.site_id = s.id
        where s.id = ${siteId}`);
      return result.rows[0];
    },

    /** The site as siteScope reads it, with its active plan `planId` (null if none) and whether the customer type may buy that plan: an add's reads in one round trip. */
    async siteScopeWithPlan(siteId: number, planId: number, customerTypeId: number): Promise<(SiteScopeRow & { plan: MealPlanRow | null; may_buy: boolean }) | undefined> {
      const result = await executeNamed<SiteScopeRow & { plan: MealPlanRow | null; may_buy: boolean }>(db, 'order_form_site_scope_with_plan', sql`
        select s.published, s.time_zone, to_jsonb(f) as settings,
          coalesce((select jsonb_agg(to_jsonb(t) order by t.sort_order, t.id) from ${orderCustomerTypes} t where t.site_id = s.id), '[]'::jsonb) as types,
          to_jsonb(p) as plan,
          exists(select 1 from ${orderCustomerTypeMealPlans} m where m.customer_type_id = ${customerTypeId} and m.meal_plan_id = p.id) as may_buy
        from ${sites} s
          left join ${orderFormSettings} f on f.site_id = s.id
          left join ${mealPlans} p on p.id = ${planId} and p.site_id = s.id and p.active
        where s.id = ${siteId}`);
      return result.rows[0];
    },


    /** The plans each of `typeIds` may buy. */
    async plansOfTypes(typeIds: number[]): Promise<{ customer_type_id: number; meal_plan_id: number }[]> {
      if (typeIds.length === 0) return [];
      return db.select().from(orderCustomerTypeMealPlans).where(inArray(orderCustomerTypeMealPlans.customer_type_id, typeIds)).orderBy(asc(orderCustomerTypeMealPlans.meal_plan_id));
    },

    async selections(siteId: number): Promise<SelectionRow[]> {
      return db.select().from(orderCustomerSelections).where(eq(orderCustomerSelections.site_id, siteId)).orderBy(asc(orderCustomerSelections.sort_order), asc(orderCustomerSelections.id));
    },

    async schoolTerms(siteId: number): Promise<SchoolTermRow[]> {
      return db.select().from(schoolTerms).where(eq(schoolTerms.site_id, siteId)).orderBy(asc(schoolTerms.start), asc(schoolTerms.id));
    },

    async activePlans(siteId: number): Promise<MealPlanRow[]> {
      return db.select().from(mealPlans).where(and(eq(mealPlans.site_id, siteId), eq(mealPlans.active, true))).orderBy(asc(mealPlans.sort_order), asc(mealPlans.id));
    },

    async customOptions(siteId: number): Promise<CustomOptionRow[]> {
      return db.select().from(customPlanOptions).where(eq(customPlanOptions.site_id, siteId)).orderBy(asc(customPlanOptions.sort_order), asc(customPlanOptions.id));
    },

    async customOption(siteId: number, id: number): Promise<CustomOptionRow | undefined> {
      return (await db.select().from(customPlanOptions).where(and(eq(customPlanOptions.site_id, siteId), eq(customPlanOptions.id, id))).limit(1))[0];
    },

    async activeProducts(siteId: number): Promise<DecliningProductRow[]> {
      return db
        .select()
        .from(decliningBalanceProducts)
        .where(and(eq(decliningBalanceProducts.site_id, siteId), eq(decliningBalanceProducts.active, true)))
        .orderBy(asc(decliningBalanceProducts.sort_order), asc(decliningBalanceProducts.id));
    },

    async activeProduct(siteId: number, id: number): Promise<DecliningProductRow | undefined> {
      return (
        await db
          .select()
          .from(decliningBalanceProducts)
          .where(and(eq(decliningBalanceProducts.site_id, siteId), eq(decliningBalanceProducts.id, id), eq(decliningBalanceProducts.active, true)))
          .limit(1)
      )[0];
    },

    /** The site's code `code`, case aside (`code` already trimmed and upper-cased). */
    async promoByCode(siteId: number, code: string): Promise<PromoCodeRow | undefined> {
      return (await db.select().from(promoCodes).where(and(eq(promoCodes.site_id, siteId), eq(sql`upper(${promoCodes.code})`, code))).limit(1))[0];
    },
  };
}
export type OrderFormRepo = ReturnType<typeof orderFormRepo>;
