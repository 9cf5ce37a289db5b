import { lastDates, monthlyBillDates, monthlyStart, weeklyStartChoices } from '@commons/domain';
import type { SubscriptionDates } from '@commons/contract';

/** The most start dates offered: a weekly plan over a school year has about 40. */
const MAX_STARTS = 60;

export interface SubscriptionPlan {
  subscription: boolean;
  subscription_frequency: 'monthly' | 'weekly' | null;
  subscription_start: string | null;
  subscription_end: string | null;
}

/** A subscription line's dates, as the server decides them for a chosen start. */
export interface SubscriptionLine {
  frequency: 'monthly' | 'weekly';
  bill_today: boolean;
  first_bill_date: string;
  first_plan_date: string;
  last_bill_date: string;
  last_plan_date: string;
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The start dates a subscription ordered `today` (site time) may take, and its last bill and plan
 * dates (decisions/0025 "API"), from the domain's rules: monthly, the first of each month from
 * monthlyStart(today) (and from the month of `subscription_start`) whose bill falls by the last
 * bill date; weekly, each Sunday from weeklyStart(today) (and from `subscription_start`) through
 * the last bill date (weeklyStartChoices). Null when the plan is no subscription, has no end, or
 * can no longer start.
 */
export function subscriptionChoices(plan: SubscriptionPlan, today: string): SubscriptionDates | null {
  if (!plan.subscription || !plan.subscription_frequency || !plan.subscription_end) return null;
  const end = plan.subscription_end;
  const last = lastDates(end);
  let starts: string[];
  if (plan.subscription_frequency === 'monthly') {
    const from = plan.subscription_start ? later(monthlyStart(today), firstOfMonth(plan.subscription_start)) : monthlyStart(today);
    starts = monthlyBillDates(from, last.last_bill_date);
  } else {
    starts = weeklyStartChoices(today, end, plan.subscription_start);
  }
  starts = starts.slice(0, MAX_STARTS);
  return starts.length === 0 ? null : { starts, ...last };
}

/**
 * A subscription's dates for the start `firstPlanDate` (one of the choices): a monthly plan bills
 * on the first of each month, so a start already under way bills today; a weekly plan bills from
 * its start. A line shorter than two weeks bills once, at its start.
 */
export function subscriptionLine(frequency: 'monthly' | 'weekly', choices: SubscriptionDates, firstPlanDate: string, today: string): SubscriptionLine {
  const billToday = firstPlanDate <= today;
  const firstBill = billToday ? today : firstPlanDate;
  return {
    frequency,
    bill_today: billToday,
    first_bill_date: firstBill,
    first_plan_date: firstPlanDate,
    last_bill_date: later(choices.last_bill_date, firstBill),
    last_plan_date: choices.last_plan_date,
  };
}
