import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../schedule/calendar.ts';
import { balancePace, expectedRemaining, paceToleranceCents, remainingShare, termProgress, trackedTerm } from './balance-tracker.ts';

/** A 10-day term, September 1 to 10 2026 (a Tuesday to a Thursday), and a $1,000.00 plan of 100 swipes. */
const TEN_DAYS = { name: 'Short Term', start: '2026-09-01', end: '2026-09-10' };
const PLAN = { declining_balance_cents: 100_000, swipes: 100 };
const FALL = { name: 'Fall 2026', start: '2026-08-24', end: '2026-12-18' };
const SPRING = { name: 'Spring 2027', start: '2027-01-12', end: '2027-05-08' };

const at = (today: string, term = TEN_DAYS) => expectedRemaining(PLAN, termProgress(term, today));

describe('the term the tracker judges by', () => {
  it('is the term that contains today, its first and last days included', () => {
    expect(trackedTerm([SPRING, FALL], '2026-11-27')).toMatchObject({ term: FALL, isCurrent: true, lengthDays: 117, daysPassed: 95, daysLeft: 22 });
    expect(trackedTerm([SPRING, FALL], '2026-08-24')).toMatchObject({ term: FALL, isCurrent: true, daysPassed: 0, daysLeft: 117 });
    expect(trackedTerm([SPRING, FALL], '2026-12-18')).toMatchObject({ term: FALL, isCurrent: true, daysPassed: 116, daysLeft: 1 });
  });

  it('is the next term to start between terms, with all its days left', () => {
    expect(trackedTerm([FALL, SPRING], '2026-12-19')).toMatchObject({ term: SPRING, isCurrent: false, lengthDays: 117, daysPassed: 0, daysLeft: 117 });
    expect(trackedTerm([FALL, SPRING], '2026-06-01')).toMatchObject({ term: FALL, isCurrent: false });
  });

  it('is none when every term is over, there are none, or a date is not real', () => {
    expect(trackedTerm([FALL, SPRING], '2027-05-09')).toBeNull();
    expect(trackedTerm([], '2026-11-27')).toBeNull();
    expect(trackedTerm([FALL], '2026-02-30')).toBeNull();
    expect(trackedTerm([{ name: 'Broken', start: '2026-13-01', end: '2026-12-01' }, SPRING], '2026-11-27')).toMatchObject({ term: SPRING });
  });

  it('counts a one-day term as 1 day, and one that ends before it starts as 1 day too', () => {
    expect(termProgress({ name: 'Day', start: '2026-09-05', end: '2026-09-05' }, '2026-09-05')).toMatchObject({ lengthDays: 1, daysPassed: 0, daysLeft: 1 });
    expect(termProgress({ name: 'Odd', start: '2026-09-05', end: '2026-09-01' }, '2026-09-05')).toMatchObject({ lengthDays: 1, daysLeft: 1 });
  });
});

describe('what an even pace leaves (docs/product/purchase.md#balance-tracker)', () => {
  it('leaves the whole plan before the term and on its first day', () => {
    expect(at('2026-08-31')).toEqual({ cents: 100_000, swipes: 100 });
    expect(at('2026-09-01')).toEqual({ cents: 100_000, swipes: 100 });
  });

  it('takes off one tenth a day of a ten-day term', () => {
    expect(at('2026-09-04')).toEqual({ cents: 70_000, swipes: 70 });
    expect(at('2026-09-10')).toEqual({ cents: 10_000, swipes: 10 });
  });

  it('leaves nothing after the term', () => {
    expect(at('2026-09-11')).toEqual({ cents: 0, swipes: 0 });
    expect(at('2027-01-01')).toEqual({ cents: 0, swipes: 0 });
  });

  it('keeps the whole plan on the day of a one-day term, and nothing the day after', () => {
    const oneDay = { name: 'Day', start: '2026-09-05', end: '2026-09-05' };
    expect(at('2026-09-04', oneDay)).toEqual({ cents: 100_000, swipes: 100 });
    expect(at('2026-09-05', oneDay)).toEqual({ cents: 100_000, swipes: 100 });
    expect(at('2026-09-06', oneDay)).toEqual({ cents: 0, swipes: 0 });
  });

  it('rounds cents and swipes half up', () => {
    const threeDays = { daysLeft: 2, lengthDays: 3 };
    expect(remainingShare(10_000, threeDays)).toBe(6_667); // $66.666…
    expect(remainingShare(10_000, { daysLeft: 1, lengthDays: 3 })).toBe(3_333);
    expect(remainingShare(10, threeDays)).toBe(7);
    expect(remainingShare(5, { daysLeft: 2, lengthDays: 4 })).toBe(3); // 2.5 swipes
  });

  it('works the demo plan on November 27, 2026: $250.00 and 225 swipes with 22 of 117 days left', () => {
    const progress = trackedTerm([FALL, SPRING], '2026-11-27');
    expect(expectedRemaining({ declining_balance_cents: 25_000, swipes: 225 }, progress)).toEqual({ cents: 4_701, swipes: 42 });
  });

  it('gives 0 where the result is not a number: no term, dates that are not real', () => {
    expect(expectedRemaining(PLAN, null)).toEqual({ cents: 0, swipes: 0 });
    expect(expectedRemaining(PLAN, termProgress({ name: 'Broken', start: 'soon', end: 'later' }, '2026-09-04'))).toEqual({ cents: 0, swipes: 0 });
    expect(remainingShare(Number.NaN, { daysLeft: 1, lengthDays: 2 })).toBe(0);
  });

  it('stays within 0 and the plan value, whatever the term and the day', () => {
    const day = fc.integer({ min: -400, max: 400 }).map((offset) => addDays('2026-09-01', offset));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), day, day, day, (value, start, end, today) => {
        const share = remainingShare(value, termProgress({ name: 'Any', start, end }, today));
        return Number.isInteger(share) && share >= 0 && share <= value;
      }),
    );
  });
});

describe("a customer's real balance against the pace", () => {
  // September 6: 5 days passed, 5 left; the pace leaves $500.00.
  const progress = termProgress(TEN_DAYS, '2026-09-06');
  const pace = (balance: number, today = '2026-09-06', on = progress) => balancePace(balance, PLAN.declining_balance_cents, on, today);

  it('allows 2 % of the plan, at least $1.00, either side of the pace', () => {
    expect(paceToleranceCents(100_000)).toBe(2_000);
    expect(paceToleranceCents(2_000)).toBe(100);
    expect(pace(52_000)).toMatchObject({ verdict: 'on-pace', expectedCents: 50_000, differenceCents: 2_000 });
    expect(pace(48_000)).toMatchObject({ verdict: 'on-pace', differenceCents: -2_000 });
    expect(pace(52_001).verdict).toBe('ahead');
    expect(pace(47_999).verdict).toBe('behind');
  });

  it('is ahead with more left than the pace, the money lasting past the term', () => {
    // $400.00 spent in 5 days is $80.00 a day: $600.00 lasts 7.5 days, past September 10.
    expect(pace(60_000)).toEqual({ verdict: 'ahead', expectedCents: 50_000, differenceCents: 10_000, runsOutOn: null });
  });

  it('is behind with less left, and says the day the last of it goes', () => {
    // $800.00 spent in 5 days is $160.00 a day: $200.00 lasts today and part of tomorrow.
    expect(pace(20_000)).toEqual({ verdict: 'behind', expectedCents: 50_000, differenceCents: -30_000, runsOutOn: '2026-09-07' });
    expect(pace(0).runsOutOn).toBe('2026-09-06');
  });

  it('runs out on the last day when the money lasts exactly to the end of the term', () => {
    expect(pace(50_000).runsOutOn).toBe('2026-09-10');
  });

  it('takes a first day of spending as one day, not none', () => {
    const firstDay = termProgress(TEN_DAYS, '2026-09-01');
    expect(pace(10_000, '2026-09-01', firstDay)).toMatchObject({ verdict: 'behind', runsOutOn: '2026-09-01' });
    expect(pace(95_000, '2026-09-01', firstDay)).toMatchObject({ verdict: 'behind', runsOutOn: null });
  });

  it('gives no date when nothing is spent', () => {
    expect(pace(100_000)).toMatchObject({ verdict: 'ahead', runsOutOn: null });
    expect(pace(120_000)).toMatchObject({ verdict: 'ahead', differenceCents: 70_000, runsOutOn: null });
  });
});
