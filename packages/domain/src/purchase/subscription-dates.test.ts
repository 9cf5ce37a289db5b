import { describe, expect, it } from 'vitest';
import { isLongEnoughWeekly, isWeeklyStartChoice, lastDates, monthlyBillDates, monthlyStart, subscriptionBillDates, weeklyStart, weeklyStartChoices } from './subscription-dates.ts';

describe('subscription dates (docs/product/purchase.md#subscriptions)', () => {
  it('starts a monthly subscription this month up to the 18th, next month after', () => {
    expect(monthlyStart('2026-11-18')).toBe('2026-11-01');
    expect(monthlyStart('2026-11-19')).toBe('2026-12-01');
    expect(monthlyStart('2026-12-25')).toBe('2027-01-01');
  });

  it('bills monthly on the first of each month', () => {
    expect(monthlyBillDates('2026-12-01', '2027-03-15')).toEqual(['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01']);
    expect(monthlyBillDates('2026-11-05', '2026-12-31')).toEqual(['2026-12-01']);
  });

  it('starts a weekly subscription next week from Sunday to Wednesday, the week after from Thursday', () => {
    // 2026-11-22 is a Sunday.
    expect(weeklyStart('2026-11-22')).toBe('2026-11-29');
    expect(weeklyStart('2026-11-25')).toBe('2026-11-29'); // Wednesday
    expect(weeklyStart('2026-11-26')).toBe('2026-12-06'); // Thursday
    expect(weeklyStart('2026-11-28')).toBe('2026-12-06'); // Saturday
  });

  it('lets only Sundays from the first start be picked', () => {
    expect(isWeeklyStartChoice('2026-11-29', '2026-11-24')).toBe(true);
    expect(isWeeklyStartChoice('2026-11-30', '2026-11-24')).toBe(false);
    expect(isWeeklyStartChoice('2026-11-22', '2026-11-24')).toBe(false);
  });

  it('offers weekly starts from the first Sunday up to the last bill date, so every choice bills a week by then', () => {
    // Ordered Wednesday 2026-03-04, ending Thursday 2026-07-02: the last bill is 2026-06-18.
    const starts = weeklyStartChoices('2026-03-04', '2026-07-02');
    expect(starts.slice(0, 2)).toEqual(['2026-03-08', '2026-03-15']);
    expect(starts.at(-1)).toBe('2026-06-14');
    expect(starts).toHaveLength(15);
    // Ending on a Sunday, 2026-06-28: the last bill falls on Sunday 2026-06-14, itself a choice.
    expect(weeklyStartChoices('2026-03-04', '2026-06-28').at(-1)).toBe('2026-06-14');
    // A plan whose own start is later begins on the first Sunday from it.
    expect(weeklyStartChoices('2026-03-04', '2026-07-02', '2026-05-06').slice(0, 2)).toEqual(['2026-05-10', '2026-05-17']);
    // No Sunday from the first start reaches the last bill date: nothing to offer.
    expect(weeklyStartChoices('2026-03-04', '2026-03-21')).toEqual([]);
    expect(weeklyStartChoices('2026-03-04', '2026-03-22')).toEqual(['2026-03-08']);
  });

  it('ends billing 14 days and the plan 7 days before the end, and runs a week at least', () => {
    expect(lastDates('2027-05-15')).toEqual({ last_bill_date: '2027-05-01', last_plan_date: '2027-05-08' });
    expect(isLongEnoughWeekly('2026-11-29', '2026-12-06')).toBe(true);
    expect(isLongEnoughWeekly('2026-11-29', '2026-12-05')).toBe(false);
  });

  it('lists every bill of a subscription line: the first at checkout, then the 1st of each month or every week', () => {
    expect(subscriptionBillDates({ frequency: 'monthly', first_bill_date: '2026-11-27', last_bill_date: '2027-02-15' })).toEqual(['2026-11-27', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(subscriptionBillDates({ frequency: 'monthly', first_bill_date: '2026-12-01', last_bill_date: '2027-01-01' })).toEqual(['2026-12-01', '2027-01-01']);
    expect(subscriptionBillDates({ frequency: 'weekly', first_bill_date: '2026-11-29', last_bill_date: '2026-12-20' })).toEqual(['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20']);
    expect(subscriptionBillDates({ frequency: 'weekly', first_bill_date: '2026-11-29', last_bill_date: '2026-11-29' })).toEqual(['2026-11-29']);
  });
});
