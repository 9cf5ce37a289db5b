import { describe, expect, it } from 'vitest';
import { capacityBadge } from './capacity-badge.ts';
import { guestOptions } from './guests.ts';
import { rulesWith } from './testing/reservation-fixtures.ts';

describe('guestOptions', () => {
  const labels = (remaining: number, rules = rulesWith()) => guestOptions(rules, remaining).map((o) => o.label);
  it("offers 'Just me' and '+N' up to the guest friend limit", () => {
    expect(guestOptions(rulesWith({ guest_friend_limit: 3 }), 10)).toEqual([
      { friends: 0, label: 'Just me' },
      { friends: 1, label: '+1' },
      { friends: 2, label: '+2' },
      { friends: 3, label: '+3' },
    ]);
  });
  it('offers no more than the remaining capacity minus one', () => {
    expect(labels(3)).toEqual(['Just me', '+1', '+2']);
    expect(labels(1)).toEqual(['Just me']);
  });
  it('offers nothing when nothing remains', () => {
    expect(guestOptions(rulesWith(), 0)).toEqual([]);
    expect(guestOptions(rulesWith(), -2)).toEqual([]);
  });
  it("offers only 'Just me' where guest friends are not allowed", () => {
    expect(guestOptions(rulesWith({ allow_guest_friends: false, guest_friend_limit: 5 }), 10)).toEqual([{ friends: 0, label: 'Just me' }]);
  });
  it("offers only 'Just me' with a guest friend limit of 0 or below", () => {
    expect(labels(10, rulesWith({ guest_friend_limit: 0 }))).toEqual(['Just me']);
    expect(labels(10, rulesWith({ guest_friend_limit: -1 }))).toEqual(['Just me']);
  });
});

describe('capacityBadge', () => {
  it('is low at 1, medium at 2, high above 2, none at 0 or less', () => {
    expect([-1, 0, 1, 2, 3, 50].map(capacityBadge)).toEqual([null, null, 'low', 'medium', 'high', 'high']);
    expect(capacityBadge(Number.NaN)).toBeNull();
  });
});
