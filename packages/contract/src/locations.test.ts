import { describe, expect, it } from 'vitest';
import { allLocationsQuery, locationStatusQuery, weeklyScheduleQuery } from './locations.ts';
import { DATE_OUT_OF_RANGE } from './primitives.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('the all-locations query', () => {
  it('reads its switches as flags and defaults the platform to the web', () => {
    expect(allLocationsQuery.parse({ site_id: '1', for_menus: 'true', with_buildings: '1', with_address: 'false' })).toEqual({
      site_id: 1,
      platform: 0,
      for_menus: true,
      with_buildings: true,
      with_address: false,
    });
  });

  it('refuses a switch it cannot read', () => {
    expect(messagesOf(allLocationsQuery.safeParse({ site_id: '1', for_map: 'yes' }))).toEqual(['Use true or false.']);
  });
});

describe('the status query', () => {
  it('takes an optional instant and answers it in epoch milliseconds', () => {
    expect(locationStatusQuery.parse({ site_id: '1' })).toEqual({ site_id: 1 });
    expect(locationStatusQuery.parse({ site_id: '1', timestamp: '2026-03-08T07:00:00Z' })).toEqual({ site_id: 1, timestamp: Date.UTC(2026, 2, 8, 7) });
    expect(messagesOf(locationStatusQuery.safeParse({ site_id: '1', timestamp: '2200-01-01T00:00:00Z' }))).toEqual([DATE_OUT_OF_RANGE]);
  });
});

describe('the weekly schedule query', () => {
  it('takes an optional calendar date inside the window', () => {
    expect(weeklyScheduleQuery.parse({ site_id: '1', date: '2026-03-08' })).toEqual({ site_id: 1, date: '2026-03-08' });
    expect(messagesOf(weeklyScheduleQuery.safeParse({ site_id: '1', date: '0001-01-01' }))).toEqual([DATE_OUT_OF_RANGE]);
  });
});
