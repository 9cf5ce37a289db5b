/**
 * The Northfield demo customer's orders (docs/product/accounts.md#orders, #subscriptions): a meal
 * plan on the student account, a monthly meal subscription by card (cancelled), a coffee
 * subscription by card (active; one month's bill was declined) and dining dollars. Dates follow
 * the seed's today; the first bill of each subscription is paid with its order, and every bill
 * due by today has its payment (so the billing job finds nothing due on the seed's day).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { coffeeSchedule, coffeeSubscriptionName, formatMoney, percentOf, sameDayMonthsLater, subscriptionBillDates, subscriptionChargeTexts } from '@commons/domain';
import { customers, orderLines, orders, subscriptionPayments, subscriptions, type OrderBuyer } from '../db/schema/index.ts';
import type { SeedContext, SeededSite } from './seed-context.ts';
import { demoCustomerEmail } from './seed-customers.ts';

const TAX_RATE = 6.25;
const COFFEE_PRICE_CENTS = 3_000;

interface DemoLine {
  kind: string;
  name: string;
  price_cents: number;
  tax_cents: number;
  discount_cents?: number;
  bonus_cents?: number;
  details: string[];
}

interface DemoSubscription {
  frequency: 'monthly' | 'weekly';
  bill_dates: string[];
  /** The bills after the first (paid with the order) that have come due, by result code. */
  later_results: string[];
  canceled_at: Date | null;
}

interface DemoOrder {
  at: Date;
  payment_type: 'Student ID' | 'Credit card';
  line: DemoLine;
  subscription?: DemoSubscription;
}

const taxOf = (cents: number) => percentOf(cents, TAX_RATE, 'floor');

/** Days from the seed's today to `date` in the site's calendar. */
function dayOffset(site: SeededSite, date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const today = site.clock.day(0);
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000);
}

/** When the billing job charged a bill date: 6:00 that morning, site time. */
const billedAt = (site: SeededSite, date: string): Date => site.clock.at(dayOffset(site, date), 6);

function demoOrders(site: SeededSite): DemoOrder[] {
  const { clock } = site;
  const today = clock.iso(0);
  const laterDue = (dates: string[], until: string) => dates.slice(1).filter((date) => date <= until);
  const mealStart = clock.iso(-70);
  const mealBills = subscriptionBillDates({ frequency: 'monthly', first_bill_date: mealStart, last_bill_date: sameDayMonthsLater(mealStart, 5) });
  const mealCanceled = clock.at(-20, 11, 5);
  // Bought two months ago on today's day of the month: its bills fall on that day, today's among them.
  const coffeeBought = sameDayMonthsLater(today, -2);
  const coffee = coffeeSchedule(COFFEE_PRICE_CENTS, 5, coffeeBought);
  return [
    {
      at: clock.at(-75, 10, 15),
      payment_type: 'Student ID',
      line: { kind: 'Meal plan', name: 'Block 225', price_cents: 198_500, tax_cents: taxOf(198_500), details: ['225 meals', '$250.00 in dining dollars'] },
    },
    {
      at: clock.at(-70, 9, 40),
      payment_type: 'Credit card',
      line: {
        kind: 'Subscription',
        name: 'Monthly Meal Subscription',
        price_cents: 39_500,
        tax_cents: taxOf(39_500),
        details: ['40 meals', `${formatMoney(39_500)} a month`, ...subscriptionChargeTexts({ paidOn: mealStart, amountCents: 39_500 + taxOf(39_500), frequency: 'monthly', billDates: mealBills })],
      },
      subscription: { frequency: 'monthly', bill_dates: mealBills, later_results: laterDue(mealBills, clock.iso(-20)).map(() => '0'), canceled_at: mealCanceled },
    },
    {
      at: clock.at(dayOffset(site, coffeeBought), 16, 20),
      payment_type: 'Credit card',
      line: {
        kind: 'Coffee subscription',
        name: coffeeSubscriptionName(5),
        price_cents: COFFEE_PRICE_CENTS,
        tax_cents: 0,
        details: [`${formatMoney(COFFEE_PRICE_CENTS)} a month`, ...subscriptionChargeTexts({ paidOn: coffeeBought, amountCents: COFFEE_PRICE_CENTS, frequency: 'monthly', billDates: coffee.billDates })],
      },
      // The month after the purchase was declined; every other bill went through.
      subscription: { frequency: 'monthly', bill_dates: coffee.billDates, later_results: laterDue(coffee.billDates, today).map((_, i) => (i === 0 ? '12' : '0')), canceled_at: null },
    },
    {
      at: clock.at(-8, 12, 30),
      payment_type: 'Student ID',
      line: { kind: 'Declining balance', name: 'Dining Dollars', price_cents: 4_750, tax_cents: 0, discount_cents: 250, bonus_cents: 500, details: ['$50.00 in dining dollars', 'Bonus: $5.00'] },
    },
  ];
}

export async function seedOrders(ctx: SeedContext): Promise<void> {
  const site = ctx.sites.northfield;
  const [customer] = await ctx.db.select().from(customers).where(and(eq(customers.site_id, site.id), eq(customers.email, demoCustomerEmail(site.def.row.slug))));
  if (!customer) throw new Error('The demo customer must be seeded before its orders.');
  const buyer: OrderBuyer = {
    first_name: customer.first_name,
    last_name: customer.last_name,
    student_id: customer.student_id ?? '',
    email: customer.email,
    phone_number: customer.phone ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    state: customer.state ?? '',
    zip_code: customer.zip ?? '',
    is_parent: false,
    student: null,
  };
  for (const demo of demoOrders(site)) {
    const { line } = demo;
    const isCard = demo.payment_type === 'Credit card';
    const total = line.price_cents + line.tax_cents;
    const [order] = await ctx.db
      .insert(orders)
      .values({
        site_id: site.id,
        customer_id: customer.id,
        cart_id: randomUUID(),
        idempotency_key: randomUUID(),
        status: isCard ? 'paid' : 'placed',
        payment_type: demo.payment_type,
        subtotal_cents: line.price_cents + (line.discount_cents ?? 0),
        tax_cents: line.tax_cents,
        discount_cents: line.discount_cents ?? 0,
        bonus_cents: line.bonus_cents ?? 0,
        total_cents: total,
        buyer,
        selections: { location: 'Main Campus', term: null, year: null, customer_type: 'Student' },
        card_type: isCard ? 'Visa' : null,
        card_last4: isCard ? '4242' : null,
        result_code: isCard ? '0' : null,
        created_at: demo.at,
        updated_at: demo.at,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('A demo order was not stored.');
    await ctx.db.insert(orderLines).values({ order_id: order.id, kind: line.kind, name: line.name, price_cents: line.price_cents, tax_cents: line.tax_cents, discount_cents: line.discount_cents ?? 0, bonus_cents: line.bonus_cents ?? 0, details: line.details });
    const plan = demo.subscription;
    if (!plan) continue;
    const [subscription] = await ctx.db
      .insert(subscriptions)
      .values({
        site_id: site.id,
        customer_id: customer.id,
        order_id: order.id,
        kind: line.kind,
        item_name: line.name,
        frequency: plan.frequency,
        price_cents: total,
        bill_dates: plan.bill_dates,
        payment_type: demo.payment_type,
        card_token: null,
        card_last4: isCard ? '4242' : null,
        created_at: demo.at,
        canceled_at: plan.canceled_at,
      })
      .returning({ id: subscriptions.id });
    const [first, ...later] = plan.bill_dates;
    const bills = [{ bill_date: first ?? '', result_code: '0', created_at: demo.at }, ...plan.later_results.map((result, i) => ({ bill_date: later[i] ?? '', result_code: result, created_at: billedAt(site, later[i] ?? '') }))];
    await ctx.db.insert(subscriptionPayments).values(bills.map((bill) => ({ subscription_id: subscription?.id ?? 0, amount_cents: total, ...bill })));
  }
}
