/**
 * Meal plan purchase on each full demo site (docs/product/purchase.md#order-form; issue 15): customer types Student, Parent,
 * Faculty/Staff and Guest with welcome messages; two campus locations, fall and spring terms and
 * years; seven plans (a monthly and a weekly subscription, one with a promo bonus, one
 * track-only); custom plan options; declining balance products with simple and graduated discounts
 * and bonuses; promo codes of each kind. Northfield charges 6.25 % tax on meal and custom plans,
 * Lakeside none. A few blocked student ids and faculty addresses fill the private lists.
 */
import {
  blockedStudentAccounts,
  customPlanOptions,
  decliningBalanceProducts,
  facultyEmails,
  mealPlans,
  orderCustomerSelections,
  orderCustomerTypeMealPlans,
  orderCustomerTypes,
  orderFormSettings,
  promoCodes,
  schoolTerms,
} from '../db/schema/index.ts';
import type { SeedContext, SeededSite } from './seed-context.ts';
import { fullSiteKeys } from './seed-sites.ts';
import type { SiteKey } from './site-definition.ts';
import { customerTypes, customOptions, decliningProducts, plansFor, promoCodesFor, selections, type CustomerTypeName } from './purchase-data.ts';

/** The school year the seed's today falls in: fall from August, spring until May. */
function schoolYear(today: string) {
  const year = Number(today.slice(0, 4));
  const fallYear = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
  return [
    { name: `Fall ${fallYear}`, start: `${fallYear}-08-24`, end: `${fallYear}-12-18` },
    { name: `Spring ${fallYear + 1}`, start: `${fallYear + 1}-01-12`, end: `${fallYear + 1}-05-08` },
  ];
}

/** The letter a site's student IDs start with: its pattern is that letter and seven digits. */
export const studentIdLetter = (key: SiteKey): string => (key === 'lakeside' ? 'L' : 'N');

async function seedSettings(ctx: SeedContext, key: SiteKey, site: SeededSite, typeIds: Record<CustomerTypeName, number>) {
  const taxed = key === 'northfield';
  await ctx.db.insert(orderFormSettings).values({
    site_id: site.id,
    school_term_label: 'Semester',
    meal_plan_label: 'Meal plans',
    meal_plan_msg: `Every ${site.def.row.name} plan includes dining dollars for the cafés and markets.`,
    meal_plan_terms: 'Meal plans are valid for the term purchased and are not transferable. Unused meals do not roll over.',
    subscription_plan_msg: 'Subscriptions renew automatically until their end date; cancel up to 3 days before the next delivery.',
    subscription_terms: 'I agree to be billed each period until the subscription ends. Cancel up to 3 days before the next delivery. Gift and prepaid cards are not accepted; service is limited to the United States and Canada.',
    custom_meal_plan_msg: 'Build your own plan: pick a number of meals and an amount of dining dollars.',
    declining_balance_msg: 'Add dining dollars to spend at any café, market or dining hall.',
    student_id_terms: 'Charges billed to your student account appear on your next statement.',
    balance_tracker_msg_bal_low: 'Your balance is running low: consider adding dining dollars.',
    balance_tracker_msg_bal_high: 'You have plenty left: treat a friend to lunch!',
    balance_tracker_msg_budget: 'Spread your meals evenly across the weeks left in the semester.',
    tax_meal_plans: taxed,
    tax_custom_meal_plans: taxed,
    tax_declining_balance: false,
    tax_rate: taxed ? 6.25 : 0,
    // Northfield sells the coffee subscription at $30.00 a month; Lakeside and Pinecrest do not.
    coffee_subscription: key === 'northfield',
    coffee_subscription_price_cents: 3_000,
    custom_plan_customer_types: [typeIds.Student, typeIds.Parent],
    custom_meal_plan_as: taxed ? 'bonus' : 'discount',
    custom_meal_plan_payment_types: ['Student ID', 'Credit card'],
    declining_balance_customer_types: [typeIds.Student, typeIds.Parent, typeIds['Faculty/Staff']],
    declining_balance_payment_types: ['Student ID', 'Credit card', 'Payroll deduction'],
    student_id_requires_terms: true,
    plans_require_terms: true,
    student_id_pattern: `^${studentIdLetter(key)}\\d{7}$`,
    email_domain: `${site.def.row.slug}.example.edu`,
    enable_faculty_email_validator: taxed,
    payment_types: ['Student ID', 'Credit card', 'Payroll deduction'],
  });
}

async function seedSite(ctx: SeedContext, key: SiteKey, site: SeededSite) {
  const types = await ctx.db
    .insert(orderCustomerTypes)
    .values(customerTypes.map((type, i) => ({ site_id: site.id, name: type.name, welcome_message: type.welcome(site.def.row.name), payment_types: type.payment_types, sort_order: i + 1 })))
    .returning({ id: orderCustomerTypes.id, name: orderCustomerTypes.name });
  const typeIds = Object.fromEntries(types.map((t) => [t.name, t.id])) as Record<CustomerTypeName, number>;
  await seedSettings(ctx, key, site, typeIds);

  const plans = plansFor(key);
  const planRows = await ctx.db
    .insert(mealPlans)
    .values(
      plans.map((plan, i) => ({
        site_id: site.id,
        name: plan.name,
        description: plan.desc,
        price_cents: plan.price_cents,
        apply_tax: plan.apply_tax ?? true,
        payment_types: plan.payment_types ?? [],
        balance_tracker: plan.balance_tracker ?? false,
        declining_balance_cents: plan.declining_balance_cents,
        swipes: plan.swipes,
        sort_order: i + 1,
        subscription: plan.subscription !== undefined,
        subscription_frequency: plan.subscription?.frequency ?? null,
        subscription_start: plan.subscription ? site.clock.iso(plan.subscription.from) : null,
        subscription_end: plan.subscription ? site.clock.iso(plan.subscription.to) : null,
        start_date: plan.subscription ? null : (schoolYear(site.clock.iso(0))[0]?.start ?? null),
        end_date: plan.subscription ? null : (schoolYear(site.clock.iso(0))[1]?.end ?? null),
        payments: plan.payments ?? 1,
        promo_track_only: plan.promo_track_only ?? false,
        promo_bonus_cents: plan.promo_bonus_cents ?? 0,
      })),
    )
    .returning({ id: mealPlans.id });
  await ctx.db.insert(orderCustomerTypeMealPlans).values(plans.flatMap((plan, i) => plan.types.map((type) => ({ customer_type_id: typeIds[type], meal_plan_id: planRows[i]?.id ?? 0 }))));

  const chosen = selections(key);
  await ctx.db
    .insert(orderCustomerSelections)
    .values((['location', 'term', 'year'] as const).flatMap((kind) => chosen[kind].map((name, i) => ({ site_id: site.id, kind, name, sort_order: i + 1 }))));
  await ctx.db.insert(schoolTerms).values(schoolYear(site.clock.iso(0)).map((term) => ({ site_id: site.id, ...term })));
  await ctx.db.insert(customPlanOptions).values(customOptions.map((option, i) => ({ site_id: site.id, ...option, sort_order: i + 1 })));
  await ctx.db.insert(decliningBalanceProducts).values(decliningProducts.map((product) => ({ site_id: site.id, ...product })));
  await ctx.db.insert(promoCodes).values(
    promoCodesFor(key).map((promo) => ({
      site_id: site.id,
      code: promo.code,
      type: promo.type,
      adj: promo.adj,
      percent: promo.percent ?? 0,
      amount_cents: promo.amount_cents ?? 0,
      min_purchase_cents: promo.min_purchase_cents ?? 0,
      active: promo.active ?? true,
      starts_on: promo.starts === undefined ? null : site.clock.iso(promo.starts),
      ends_on: promo.ends === undefined ? null : site.clock.iso(promo.ends),
    })),
  );
  const prefix = studentIdLetter(key);
  await ctx.db.insert(blockedStudentAccounts).values([`${prefix}0000013`, `${prefix}0066600`].map((student_id) => ({ site_id: site.id, student_id })));
  await ctx.db.insert(facultyEmails).values(['pat.staff', 'lee.faculty'].map((name) => ({ site_id: site.id, email: `${name}@${site.def.row.slug}.example.edu` })));
}

export async function seedPurchase(ctx: SeedContext): Promise<void> {
  for (const key of fullSiteKeys) await seedSite(ctx, key, ctx.sites[key]);
}
