import { describe, expect, it } from 'vitest';
import { addDays, isValidIsoDate, localDateTime, weekDates, weekStart } from './calendar.ts';
import { currentWeekStart, weekView } from './week-view.ts';
import { grill, hall, lateNight, special } from './testing/schedule-fixtures.ts';

describe('calendar', () => {
  it('checks real dates', () => {
    expect(isValidIsoDate('2026-06-10')).toBe(true);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-45')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('26-04-01')).toBe(false);
  });
  it('steps across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-06-10')).toBe('2026-06-07');
    expect(weekStart('2026-06-07')).toBe('2026-06-07');
    expect(weekStart('2026-06-13')).toBe('2026-06-07');
    expect(weekDates('2027-01-01')).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
  it('reads the local date and minute in the zone', () => {
    expect(localDateTime(new Date('2026-06-10T03:30:00Z'), 'America/New_York')).toEqual({ date: '2026-06-09', minute: 23 * 60 + 30 });
    expect(localDateTime(new Date('2026-06-10T15:00:00Z'), 'Asia/Tokyo')).toEqual({ date: '2026-06-11', minute: 0 });
  });
});

describe('weekView', () => {
  it('gives seven days Sunday to Saturday with status and hours', () => {
    const week = weekView([...hall, special('2026-06-10', [3], [7, 0], [14, 0])], '2026-06-12');
    expect(week.map((d) => d.date)).toEqual(['2026-06-07', '2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13']);
    expect(week[0]).toEqual({ date: '2026-06-07', status: 'open', hours: ['10:00a - 7:00p'], opening_hours: [{ opens: '10:00', closes: '19:00' }], special: false });
    expect(week[3]).toEqual({ date: '2026-06-10', status: 'open', hours: ['7:00a - 2:00p'], opening_hours: [{ opens: '07:00', closes: '14:00' }], special: true });
  });
  it('marks days without hours closed', () => {
    expect(weekView([], '2026-06-10').every((d) => d.status === 'closed' && d.hours.length === 0 && d.opening_hours.length === 0)).toBe(true);
  });
  it('gives hours past midnight on the day they start, closing earlier than they open', () => {
    const lateWednesday = weekView(lateNight, '2026-06-10')[3];
    expect(lateWednesday?.hours).toEqual(['8:00p - 2:00a']);
    expect(lateWednesday?.opening_hours).toEqual([{ opens: '20:00', closes: '02:00' }]);
    const grillWednesday = weekView(grill, '2026-06-10')[3];
    expect(grillWednesday?.hours).toEqual(['11:00a - 12:00a']);
    expect(grillWednesday?.opening_hours).toEqual([{ opens: '11:00', closes: '00:00' }]);
  });
  it('lists opening hours in the order of the display strings', () => {
    const split = [special('2026-06-10', [3], [17, 0], [19, 0]), special('2026-06-10', [3], [7, 0], [11, 0])];
    const wednesday = weekView(split, '2026-06-10')[3];
    expect(wednesday?.hours).toEqual(['7:00a - 11:00a', '5:00p - 7:00p']);
    expect(wednesday?.opening_hours).toEqual([
      { opens: '07:00', closes: '11:00' },
      { opens: '17:00', closes: '19:00' },
    ]);
  });
  it('finds the current week at the site', () => {
    // Saturday 23:30 in Los Angeles is already Sunday in New York.
    const now = new Date('2026-06-14T06:30:00Z');
    expect(currentWeekStart(now, 'America/Los_Angeles')).toBe('2026-06-07');
    expect(currentWeekStart(now, 'America/New_York')).toBe('2026-06-14');
  });
});
