import { describe, expect, it } from 'vitest';
import { checkBooking } from './booking-check.ts';
import { availability, closed, hm, lunch, rulesWith, WEDNESDAY, WEDNESDAY_1110 } from './testing/reservation-fixtures.ts';
import type { AvailabilityInput } from './reservation-rules.ts';

const check = (request: { date?: string; minute?: number; friends?: number }, overrides: Partial<AvailabilityInput> = {}, lookahead = 14) =>
  checkBooking({
    ...availability({ now: WEDNESDAY_1110, ...overrides }),
    lookahead,
    request: { date: WEDNESDAY, minute: hm(12), friends: 0, ...request },
  });

describe('checkBooking', () => {
  it('accepts a free slot in the window', () => {
    expect(check({})).toBeNull();
    expect(check({ friends: 3 })).toBeNull();
    expect(check({ date: '2026-06-24', minute: hm(11) })).toBeNull();
  });
  it("says 'date-outside-window' beyond the lookahead, before today, on an uncovered day, or for a bad date", () => {
    expect(check({ date: '2026-06-25' })).toBe('date-outside-window');
    expect(check({ date: '2026-06-25' }, {}, 30)).toBeNull();
    expect(check({ date: '2026-06-09' })).toBe('date-outside-window');
    expect(check({ date: '2026-06-13' })).toBe('date-outside-window'); // Saturday
    expect(check({ date: '2026-02-30' })).toBe('date-outside-window');
    expect(check({ date: 'tomorrow' })).toBe('date-outside-window');
  });
  it("says 'date-outside-window' for today when same-day reservations are off", () => {
    expect(check({}, { rules: rulesWith({ same_day_reservations: false }) })).toBe('date-outside-window');
  });
  it("says 'not-a-slot' for a time off the grid or closed", () => {
    expect(check({ minute: hm(12, 15) })).toBe('not-a-slot');
    expect(check({ minute: hm(14) })).toBe('not-a-slot');
    expect(check({ minute: Number.NaN })).toBe('not-a-slot');
    const rules = rulesWith({ schedules: [lunch, closed(9, [12, 0], [12, 30])] });
    expect(check({ minute: hm(12) }, { rules })).toBe('not-a-slot');
  });
  it("says 'past' for today's slot time that has gone", () => {
    expect(check({ minute: hm(11) })).toBe('past');
    expect(check({ minute: hm(11, 30) })).toBeNull();
  });
  it("says 'full' when nothing remains, whatever the party", () => {
    const booked = [{ date: WEDNESDAY, minute: hm(12), seats: 10 }];
    expect(check({ friends: 0 }, { booked })).toBe('full');
    expect(check({ friends: 5 }, { booked })).toBe('full');
  });
  it("says 'too-many-guests' when the party is bigger than what remains", () => {
    const booked = [{ date: WEDNESDAY, minute: hm(12), seats: 8 }]; // 2 remain
    expect(check({ friends: 1 }, { booked })).toBeNull();
    expect(check({ friends: 2 }, { booked })).toBe('too-many-guests');
  });
  it("says 'too-many-guests' beyond the guest friend limit, for friends where none are allowed, and for a bad count", () => {
    expect(check({ friends: 4 })).toBe('too-many-guests');
    expect(check({ friends: 1 }, { rules: rulesWith({ allow_guest_friends: false }) })).toBe('too-many-guests');
    expect(check({ friends: 0 }, { rules: rulesWith({ allow_guest_friends: false }) })).toBeNull();
    expect(check({ friends: -1 })).toBe('too-many-guests');
    expect(check({ friends: 1.5 })).toBe('too-many-guests');
  });
  it("says 'already-reserved' for the customer's own slot", () => {
    expect(check({}, { own: [{ date: WEDNESDAY, minute: hm(12) }] })).toBe('already-reserved');
  });
  it("says 'visit-limit' once the customer has used the block's visits", () => {
    const rules = rulesWith({ limit_reservation_visits: true, reservation_max_visits: 1 });
    expect(check({}, { rules, own: [{ date: WEDNESDAY, minute: hm(13) }] })).toBe('visit-limit');
    expect(check({}, { rules, own: [{ date: '2026-06-11', minute: hm(13) }] })).toBeNull();
  });
});
