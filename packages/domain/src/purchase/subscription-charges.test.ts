import { describe, expect, it } from 'vitest';
import { subscriptionChargeTexts } from './subscription-charges.ts';

describe('a subscription’s charges, the checkout’s apart from the later bills', () => {
  it('says a monthly plan ordered after the 18th was paid at checkout for the month starting on the 1st, then bills each 1st', () => {
    expect(subscriptionChargeTexts({ paidOn: '2026-11-28', amountCents: 39_500, frequency: 'monthly', billDates: ['2026-12-01', '2027-01-01', '2027-02-01'] })).toEqual([
      'Paid at checkout 11/28/26: $395.00',
      "The first month starts 12/1/26. Its bill is taken at checkout, because a subscription's first month is paid with its order.",
      'Then billed on 1/1/27, 2/1/27',
    ]);
  });

  it('says nothing of a later start when the first period is under way at checkout', () => {
    expect(subscriptionChargeTexts({ paidOn: '2026-03-04', amountCents: 41_968, frequency: 'monthly', billDates: ['2026-03-04', '2026-04-01'] })).toEqual([
      'Paid at checkout 3/4/26: $419.68',
      'Then billed on 4/1/26',
    ]);
  });

  it('names weeks for a weekly plan starting months ahead, and no later bills when there are none', () => {
    expect(subscriptionChargeTexts({ paidOn: '2026-03-04', amountCents: 8_500, frequency: 'weekly', billDates: ['2026-06-14'] })).toEqual([
      'Paid at checkout 3/4/26: $85.00',
      "The first week starts 6/14/26. Its bill is taken at checkout, because a subscription's first week is paid with its order.",
    ]);
  });
});
