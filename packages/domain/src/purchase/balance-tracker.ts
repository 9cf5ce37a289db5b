import { addDays, isValidIsoDate } from '../schedule/calendar.ts';
import { divide, type Cents } from './money.ts';

/**
 * The balance tracker (docs/product/purchase.md#balance-tracker): how much of a meal plan a customer should
 * have left today if they spend it evenly over the school term, and how a real balance compares.
 *
 * Days are whole calendar days written 'YYYY-MM-DD' in the site's time zone; `today` is always an
 * argument. A term runs from its start to its end, both days included, so a term from Monday to
 * Friday is 5 days long. Today counts as a day left (it is not over yet): on the first day every
 * day of the term is left and none has passed; on the last day 1 is left and all the others have
 * passed. So days passed + days left = the term's length, always.
 */

/** A school term as the order form lists it. */
export interface TermDates {
  name: string;
  start: string;
  end: string;
}

/** Where today falls in the term the tracker judges by. */
export interface TermProgress<T extends TermDates = TermDates> {
  term: T;
  /** The term has begun (today is on or after its start); false for an upcoming term. */
  isCurrent: boolean;
  /** The term's length in days, start and end included; never below 1. */
  lengthDays: number;
  /** Whole days of the term before today: 0 on the first day and before the term, the length after it. */
  daysPassed: number;
  /** Days of the term from today to the end, today included: the length before the term, 0 after it. */
  daysLeft: number;
}

/** The two figures of a plan the tracker counts down. */
export interface TrackedPlan {
  declining_balance_cents: Cents;
  swipes: number;
}

export interface Remaining {
  cents: Cents;
  swipes: number;
}

export type PaceVerdict = 'ahead' | 'behind' | 'on-pace';

export interface BalancePace {
  verdict: PaceVerdict;
  /** What the even pace leaves today. */
  expectedCents: Cents;
  /** The real balance less the expected one: above 0 is ahead. */
  differenceCents: Cents;
  /** The day the money runs out at the rate spent so far, or null (nothing spent, or it lasts past the term's end). */
  runsOutOn: string | null;
}

const MS_PER_DAY = 86_400_000;

/** A date as a count of days; NaN for text that is not a real date. */
function dayNumber(date: string): number {
  if (!isValidIsoDate(date)) return Number.NaN;
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The term the tracker judges by: the one whose start..end contains today (the earliest starting
 * one, should two overlap), else the next one to start, else null. Terms with a date that is not
 * real are skipped.
 */
export function trackedTerm<T extends TermDates>(terms: readonly T[], today: string): TermProgress<T> | null {
  const now = dayNumber(today);
  if (Number.isNaN(now)) return null;
  const usable = terms.filter((term) => !Number.isNaN(dayNumber(term.start)) && !Number.isNaN(dayNumber(term.end)));
  const byStart = [...usable].sort((a, b) => dayNumber(a.start) - dayNumber(b.start));
  const current = byStart.find((term) => dayNumber(term.start) <= now && now <= dayNumber(term.end));
  const term = current ?? byStart.find((term) => dayNumber(term.start) > now);
  return term ? termProgress(term, today) : null;
}

/**
 * Where `today` falls in `term`. The rule "a day difference of 1 is kept as 1" (docs/product/purchase.md#balance-tracker): the length is at
 * least 1 day, so a one-day term (start = end), or one whose end is before its start, never divides
 * by zero.
 */
export function termProgress<T extends TermDates>(term: T, today: string): TermProgress<T> {
  const start = dayNumber(term.start);
  const now = dayNumber(today);
  const lengthDays = Math.max(1, dayNumber(term.end) - start + 1);
  const daysPassed = clamp(now - start, 0, lengthDays);
  return { term, isCurrent: now >= start, lengthDays, daysPassed, daysLeft: lengthDays - daysPassed };
}

/**
 * docs/product/purchase.md#balance-tracker: remaining = value × (1 − fraction of the term passed), the fraction being days passed
 * / term length. Worked as value × days left / length in whole numbers and rounded half up, so
 * cents stay cents and swipes whole swipes; a NaN result (no term, a date that is not real) is 0;
 * the result is kept within [0, value]: the full value before the term, 0 after it.
 */
export function remainingShare(value: number, progress: Pick<TermProgress, 'daysLeft' | 'lengthDays'> | null): number {
  if (!progress || !Number.isFinite(value) || value <= 0) return 0;
  const { daysLeft, lengthDays } = progress;
  if (!Number.isFinite(daysLeft) || !Number.isFinite(lengthDays)) return 0;
  const share = divide(Math.round(value) * clamp(daysLeft, 0, lengthDays), Math.max(1, lengthDays), 'round');
  return Number.isNaN(share) ? 0 : clamp(share, 0, Math.round(value));
}

/** The plan's dollars (cents) and swipes an even pace leaves today; both 0 without a term. */
export function expectedRemaining(plan: TrackedPlan, progress: TermProgress | null): Remaining {
  return { cents: remainingShare(plan.declining_balance_cents, progress), swipes: remainingShare(plan.swipes, progress) };
}

/** How far from the even pace still counts as on it: 2 % of the plan's dollars, at least $1.00. */
export function paceToleranceCents(planCents: Cents): Cents {
  return Math.max(100, divide(Math.max(0, Math.round(planCents)) * 2, 100, 'round'));
}

/**
 * A customer's real balance today against the even pace of `planCents` over the term. Ahead: more
 * left than expected by more than the tolerance; behind: less by more than it; else on pace. The
 * rate is the money spent so far (plan less balance) over the days passed, at least 1 day (the
 * rule "a day difference of 1 is kept as 1", so spending on the first day is a day's spending);
 * the balance is taken as it stands at the start of today, so at that rate it lasts balance / rate
 * days counting today, and runs out on the day its last cent goes: today + ⌈balance / rate⌉ − 1
 * (today itself for a balance of 0). That date is given when it is on or before the term's last
 * day. A balance at or above the plan's value has spent nothing: null.
 */
export function balancePace(balanceCents: Cents, planCents: Cents, progress: TermProgress, today: string): BalancePace {
  const balance = Math.max(0, Math.round(balanceCents));
  const expectedCents = remainingShare(planCents, progress);
  const differenceCents = balance - expectedCents;
  const tolerance = paceToleranceCents(planCents);
  const verdict: PaceVerdict = differenceCents > tolerance ? 'ahead' : differenceCents < -tolerance ? 'behind' : 'on-pace';
  return { verdict, expectedCents, differenceCents, runsOutOn: runOutDate(balance, Math.round(planCents), progress, today) };
}

function runOutDate(balance: Cents, planCents: Cents, progress: TermProgress, today: string): string | null {
  const spent = planCents - balance;
  if (spent <= 0 || !isValidIsoDate(today)) return null;
  const daysLasting = divide(balance * Math.max(1, progress.daysPassed), spent, 'ceil');
  const date = addDays(today, Math.max(0, daysLasting - 1));
  return date <= progress.term.end ? date : null;
}
