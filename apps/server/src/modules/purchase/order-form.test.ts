import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { expectInvalidSite, expectSiteIdFieldErrors } from '../../test-support/site-list-checks.ts';
import { NOT_SELLING } from './order-form.service.ts';
import { orderFormOf, planNamed, purchaseTestApp, typeNamed } from './testing/purchase-test-kit.ts';

let t: TestApp;
let northfield = 0;
let lakeside = 0;
let pinecrest = 0;

beforeAll(async () => {
  ({ t, northfield, lakeside, pinecrest } = await purchaseTestApp());
}, 60_000);
afterAll(async () => t.close());

describe('GET /v1/orderform/list (docs/product/purchase.md#order-form)', () => {
  it('answers every list of the order form, money in cents', async () => {
    const form = await orderFormOf(t, northfield);
    expect(Object.keys(form).sort()).toEqual(['customMealPlans', 'customerLocations', 'customerTerms', 'customerTypes', 'customerYears', 'decliningBalance', 'mealPlans', 'orderFormSettings', 'school_terms']);
    expect(form.customerTypes.map((type) => type.name)).toEqual(['Student', 'Parent', 'Faculty/Staff', 'Guest']);
    expect(typeNamed(form, 'Parent').is_parent).toBe(true);
    expect(typeNamed(form, 'Student')).toMatchObject({ is_parent: false, apply_tax: true, welcome_message: expect.stringContaining('Northfield University') });
    expect(form.customerLocations.map((l) => l.name)).toEqual(['Main Campus', 'Downtown Campus']);
    expect(form.customerTerms.map((l) => l.name)).toEqual(['Fall', 'Spring']);
    expect(form.customerYears).toHaveLength(5);
    expect(form.school_terms).toEqual([
      { id: expect.any(Number), name: 'Fall 2025', start: '2025-08-24', end: '2025-12-18' },
      { id: expect.any(Number), name: 'Spring 2026', start: '2026-01-12', end: '2026-05-08' },
    ]);
    expect(form.mealPlans.length).toBeGreaterThanOrEqual(6);
    expect(planNamed(form, 'Unlimited Access')).toMatchObject({ price_cents: 245_000, declining_balance_cents: 30_000, subscription: false, subscription_dates: null });
    expect(planNamed(form, 'Block 160 Bonus').promoBonus_cents).toBe(5_000);
    expect(planNamed(form, 'Commuter 50').promo_track_only).toBe(true);
    expect(form.customMealPlans.filter((o) => o.type === 'swipe').every((o) => o.value !== null && o.value_cents === null)).toBe(true);
    expect(form.customMealPlans.filter((o) => o.type === 'db').every((o) => o.value === null && (o.value_cents ?? 0) > 0)).toBe(true);
    expect(form.decliningBalance.map((p) => p.name)).toEqual(['Dining Dollars', 'Flex Dollars']);
    expect(form.orderFormSettings).toMatchObject({ tax_rate: 6.25, tax_meal_plans: true, tax_declining_balance: false, custom_meal_plan_as: 'bonus', coffee_subscription_price_cents: 3_000 });
    expect(Object.keys(form.orderFormSettings)).toHaveLength(32);
    expect(Object.keys(form.orderFormSettings)).not.toContain('site_id');
  });

  it('lists for each customer type the active plans it may buy', async () => {
    const form = await orderFormOf(t, northfield);
    const faculty = typeNamed(form, 'Faculty/Staff');
    expect(faculty.meal_plans.map((id) => form.mealPlans.find((p) => p.id === id)?.name).sort()).toEqual(['Commuter 50', 'Faculty Flex 25', 'Monthly Meal Subscription', 'Weekly Lunch Subscription']);
  });

  it('gives each subscription the start dates the server takes today (monthly: from this month until the 18th; weekly: Sundays from next week)', async () => {
    const form = await orderFormOf(t, northfield);
    const monthly = planNamed(form, 'Monthly Meal Subscription').subscription_dates;
    expect(monthly?.starts[0]).toBe('2026-03-01');
    expect(monthly?.starts.every((d) => d.endsWith('-01'))).toBe(true);
    const weekly = planNamed(form, 'Weekly Lunch Subscription').subscription_dates;
    expect(weekly?.starts.slice(0, 2)).toEqual(['2026-03-08', '2026-03-15']);
    // Ends 120 days after 2026-03-04: the last bill 14 days and the last plan day 7 days before.
    expect(weekly).toMatchObject({ last_bill_date: '2026-06-18', last_plan_date: '2026-06-25' });
    // The last start is the last Sunday by the last bill date: it bills one week, on 2026-06-14.
    expect(weekly?.starts.at(-1)).toBe('2026-06-14');
  });

  it('charges no tax on Lakeside', async () => {
    const form = await orderFormOf(t, lakeside);
    expect(form.orderFormSettings).toMatchObject({ tax_rate: 0, tax_meal_plans: false, tax_custom_meal_plans: false, custom_meal_plan_as: 'discount' });
  });

  it('never publishes the blocked student ids or the faculty e-mails', async () => {
    for (const siteId of [northfield, lakeside]) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${siteId}` });
      expect(res.body).not.toMatch(/0000013|0066600|pat\.staff|lee\.faculty/);
      expect(res.body).not.toMatch(/blocked_student|faculty_emails/i);
    }
    const openapi = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(openapi.body).not.toMatch(/blocked_student_accounts\/list|faculty_email\/list/);
  });

  it('is public and cached a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${northfield}` });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers 404 for a site that sells no plans, and for an unknown or unpublished one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${pinecrest}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: NOT_SELLING });
    await t.database.db.update(sites).set({ published: false }).where(eq(sites.id, pinecrest));
    await expectInvalidSite((id) => t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${id}` }), pinecrest);
  });

  it('checks site_id and refuses other query fields', async () => {
    await expectSiteIdFieldErrors(t, '/v1/orderform/list');
    const res = await t.app.inject({ method: 'GET', url: `/v1/orderform/list?site_id=${northfield}&cookie=abc` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cookie: 'This field is not allowed.' });
  });
});
