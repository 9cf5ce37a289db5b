import { addDays, weekdayOf } from '../schedule/calendar.ts';

/** docs/product/purchase.md#subscriptions: a monthly subscription ordered after this day of the month starts next month. */
export const MONTHLY_CUTOFF_DAY = 18;
/** docs/product/purchase.md#subscriptions: the last bill is 14 days, the last plan day 7 days, before the end. */
export const LAST_BILL_DAYS_BEFORE_END = 14;
export const LAST_PLAN_DAYS_BEFORE_END = 7;
/** docs/product/purchase.md#subscriptions: a weekly subscription runs at least one week. */
export const MIN_WEEKLY_SPAN_DAYS = 7;
/** Weeks start on Sunday (Sunday = 0, docs/product/site.md#formats). */
export const WEEK_START_DAY = 0;

const monthOf = (date: string) => date.slice(0, 7);
const firstOf = (month: string) => `${month}-01`;
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The first month a monthly subscription ordered `today` (site time) covers: this month up to the
 * 18th, else next month. Answers its first day; bills fall on the first of each month.
 */
export function monthlyStart(today: string): string {
  const day = Number(today.slice(8, 10));
  return firstOf(day <= MONTHLY_CUTOFF_DAY ? monthOf(today) : nextMonth(monthOf(today)));
}

/** The first days of the months from `start` through `end` (the monthly bill dates). */
export function monthlyBillDates(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let month = monthOf(start); firstOf(month) <= end && dates.length < 120; month = nextMonth(month)) {
    if (firstOf(month) >= start) dates.push(firstOf(month));
  }
  return dates;
}

/**
 * The first week a weekly subscription ordered `today` may start: Sunday to Wednesday, the next
 * week's Sunday; Thursday to Saturday, the Sunday after that.
 */
export function weeklyStart(today: string): string {
  const weekday = weekdayOf(today);
  const nextSunday = addDays(today, 7 - weekday);
  return weekday <= 3 ? nextSunday : addDays(nextSunday, 7);
}

/** Only the week's first day can be picked as a weekly start, from the first start on. */
export const isWeeklyStartChoice = (date: string, today: string): boolean => weekdayOf(date) === WEEK_START_DAY && date >= weeklyStart(today);

/** The last bill and last plan dates of a subscription ending `end`. */
export function lastDates(end: string): { last_bill_date: string; last_plan_date: string } {
  return { last_bill_date: addDays(end, -LAST_BILL_DAYS_BEFORE_END), last_plan_date: addDays(end, -LAST_PLAN_DAYS_BEFORE_END) };
}

/** The most weekly start dates offered: a plan over a school year has about 40. */
const MAX_WEEKLY_STARTS = 60;
/** The week's first day on or after `date`. */
const weekStartFrom = (date: string) => addDays(date, (7 + WEEK_START_DAY - weekdayOf(date)) % 7);

/**
 * The Sundays a weekly subscription ordered `today` (site time) and ending `end` may start on:
 * from weeklyStart(today), and not before the week of the plan's own start `planStart`, through
 * the last bill date. A start bills on its own day, so each choice bills at least one week by the
 * last bill date and runs the minimum week before the last plan day; a later Sunday would bill
 * after the last bill date.
 */
export function weeklyStartChoices(today: string, end: string, planStart: string | null = null): string[] {
  const { last_bill_date: lastBill } = lastDates(end);
  const first = weeklyStart(today);
  const fromPlan = planStart ? weekStartFrom(planStart) : first;
  const starts: string[] = [];
  for (let start = fromPlan > first ? fromPlan : first; start <= lastBill && starts.length < MAX_WEEKLY_STARTS; start = addDays(start, 7)) starts.push(start);
  return starts;
}

/** Does a weekly subscription from `start` to `end` run at least a week? */
export const isLongEnoughWeekly = (start: string, end: string): boolean => end >= addDays(start, MIN_WEEKLY_SPAN_DAYS);

/**
 * Every bill date of a meal plan subscription line, from its first bill to its last: a monthly
 * one on its first bill date (today, for a month already under way) and then the first of each
 * month; a weekly one every 7 days from its first bill. The first is paid at checkout.
 */
export function subscriptionBillDates(line: { frequency: 'monthly' | 'weekly'; first_bill_date: string; last_bill_date: string }): string[] {
  const { first_bill_date: first, last_bill_date: last } = line;
  if (line.frequency === 'monthly') return [first, ...monthlyBillDates(addDays(first, 1), last)];
  const dates: string[] = [];
  for (let date = first; date <= last && dates.length < 260; date = addDays(date, 7)) dates.push(date);
  return dates.length > 0 ? dates : [first];
}
