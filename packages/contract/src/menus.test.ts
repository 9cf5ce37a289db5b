import { describe, expect, it } from 'vitest';
import { MENU_SEARCH_DAYS, MENU_SEARCH_MAX_LENGTH, menuQuery, menuSearchQuery, periodsQuery } from './menus.ts';
import { UNSTORABLE_TEXT } from './primitives.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);
const search = (extra: Record<string, string>) => menuSearchQuery.safeParse({ site_id: '1', location_id: '2', phrase: 'soup', ...extra });

describe('the menu search query', () => {
  it('searches the next 10 days unless told fewer, and trims the phrase', () => {
    expect(MENU_SEARCH_DAYS).toBe(10);
    expect(search({ phrase: '  tomato soup ' }).data).toEqual({ site_id: 1, location_id: 2, days: 10, phrase: 'tomato soup' });
    expect(search({ days: '3', date: '2026-03-08' }).data).toMatchObject({ days: 3, date: '2026-03-08' });
  });

  it('keeps the window between 1 and 10 whole days', () => {
    expect(messagesOf(search({ days: '0' }))).toEqual(['Must be 1 or more.']);
    expect(messagesOf(search({ days: '11' }))).toEqual(['At most 10 days.']);
    expect(messagesOf(search({ days: '2.5' }))).toEqual(['Must be a whole number.']);
  });

  it('asks for something to search for, up to 100 characters', () => {
    expect(MENU_SEARCH_MAX_LENGTH).toBe(100);
    expect(messagesOf(search({ phrase: '' }))).toEqual(['Enter something to search for.']);
    expect(messagesOf(search({ phrase: '   ' }))).toEqual(['Enter something to search for.']);
    expect(messagesOf(menuSearchQuery.safeParse({ site_id: '1', location_id: '2' }))).toEqual(['Enter something to search for.']);
    expect(search({ phrase: 'x'.repeat(100) }).success).toBe(true);
    expect(messagesOf(search({ phrase: 'x'.repeat(101) }))).toEqual(['At most 100 characters.']);
  });

  it('refuses a phrase the database could not hold', () => {
    expect(messagesOf(search({ phrase: 'soup\u0000' }))).toEqual([UNSTORABLE_TEXT]);
  });

  it('refuses a date outside the calendar', () => {
    expect(messagesOf(search({ date: '2026-02-30' }))).toEqual(['Not a real date.']);
  });
});

describe('the menu and periods queries', () => {
  it('default the platform to the web and leave the date to the server', () => {
    expect(menuQuery.parse({ site_id: '1', location_id: '2' })).toEqual({ site_id: 1, location_id: 2, platform: 0 });
    expect(periodsQuery.parse({})).toEqual({ platform: 0 });
  });

  it('take a period and a date when given', () => {
    expect(menuQuery.parse({ site_id: '1', location_id: '2', date: '2026-03-08', period_id: '5' })).toEqual({ site_id: 1, location_id: 2, platform: 0, date: '2026-03-08', period_id: 5 });
  });
});
