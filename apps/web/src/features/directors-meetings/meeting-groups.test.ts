import { describe, expect, it } from 'vitest';
import type { Meeting } from '@commons/contract';
import { defaultMeeting, groupByLocation } from './meeting-groups.ts';

const meeting = (id: number, location: string, start: string): Meeting => ({ id, location, start, body: '' });

const list = [
  meeting(1, 'Founders Hall', '2026-12-06T20:30:00.000Z'),
  meeting(2, 'Founders Hall', '2026-11-15T20:30:00.000Z'),
  meeting(3, 'Maple Hall', '2026-11-12T23:00:00.000Z'),
  meeting(4, 'Founders Hall', '2026-10-18T19:30:00.000Z'),
];

describe('meetings by location', () => {
  it('keeps the locations in the order given and puts each location’s meetings earliest first', () => {
    const groups = groupByLocation(list);
    expect(groups.map((g) => g.location)).toEqual(['Founders Hall', 'Maple Hall']);
    expect(groups[0]!.meetings.map((m) => m.id)).toEqual([4, 2, 1]);
    expect(groupByLocation([])).toEqual([]);
  });

  it('opens the next meeting first, else the latest one', () => {
    const founders = groupByLocation(list)[0]!.meetings;
    expect(defaultMeeting(founders, new Date('2026-11-22T16:50:00Z'))?.id).toBe(1);
    expect(defaultMeeting(founders, new Date('2026-11-01T00:00:00Z'))?.id).toBe(2);
    expect(defaultMeeting(founders, new Date('2027-01-01T00:00:00Z'))?.id).toBe(1);
    expect(defaultMeeting([], new Date())).toBeUndefined();
  });
});
