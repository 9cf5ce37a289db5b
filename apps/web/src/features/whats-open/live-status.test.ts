import type { LocationSchedule } from '@commons/contract';
import { describe, expect, it } from 'vitest';
import { liveStatus } from './live-status.ts';

const zone = 'America/New_York';
/** 2026-11-23 is a Monday; New York is UTC-5 then. */
const at = (hhmm: string, date = '2026-11-23') => new Date(`${date}T${hhmm}:00-05:00`);

const row = (from: [number, number], to: [number, number], openLate = false) => ({
  type: 'location',
  start: '2026-11-01',
  end: '2026-11-30',
  days: [0, 1, 2, 3, 4, 5, 6],
  start_hour: from[0],
  start_minutes: from[1],
  end_hour: to[0],
  end_minutes: to[1],
  open_late: openLate,
});

const hall: LocationSchedule = {
  id: 1,
  name: 'Hall',
  building_id: null,
  building_name: null,
  open: true,
  status: { label: 'open', color: 'green', message: 'Open until 8:00p' },
  hours: ['7:00a - 8:00p'],
  schedules: [row([7, 0], [20, 0])],
  closed_now: null,
  busy_level: null,
  busy_words: null,
};

describe('liveStatus', () => {
  it('agrees with the server at the moment it answered', () => {
    expect(liveStatus(hall, at('12:00'), zone)).toEqual(hall.status);
  });

  it('closes at the end of the hours and opens when they begin, without a refetch', () => {
    expect(liveStatus(hall, at('19:59'), zone).message).toBe('Open until 8:00p');
    expect(liveStatus(hall, at('20:00'), zone)).toEqual({ label: 'closed', color: 'orange', message: 'Closed for the day' });
    expect(liveStatus(hall, at('06:59'), zone).message).toBe('Opens at 7:00a');
    expect(liveStatus(hall, at('07:00'), zone).label).toBe('open');
  });

  it("stays open past midnight on yesterday's late hours", () => {
    const late: LocationSchedule = { ...hall, name: 'Late', hours: ['8:00p - 2:00a'], schedules: [row([20, 0], [2, 0], true)] };
    expect(liveStatus(late, at('01:59', '2026-11-24'), zone).message).toBe('Open until 2:00a');
    expect(liveStatus(late, at('02:00', '2026-11-24'), zone).label).toBe('closed');
  });

  it('is closed with the staff’s message while their closure is in force, and as its hours say once it is over', () => {
    const closed: LocationSchedule = { ...hall, closed_now: { message: 'Closed early today: water outage', until: at('15:00').toISOString() } };
    expect(liveStatus(closed, at('14:59'), zone)).toEqual({ label: 'closed', color: 'orange', message: 'Closed early today: water outage' });
    expect(liveStatus(closed, at('15:00'), zone)).toEqual({ label: 'open', color: 'green', message: 'Open until 8:00p' });
  });
});
