import { describe, expect, it } from 'vitest';
import { calendarDate, DATE_OUT_OF_RANGE, storableText, timestamp, UNSTORABLE_TEXT } from './primitives.ts';

describe('storableText', () => {
  const refused = storableText().max(10, 'Too long.');
  const cleaned = storableText('clean').max(10, 'Too long.');

  it('refuses NUL and unpaired surrogates with a field message, by default', () => {
    for (const bad of ['a\u0000b', 'a\ud800b', 'a\udc00', '\ud800']) {
      const result = refused.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT);
    }
  });

  it('keeps text PostgreSQL can store, paired surrogates (emoji), RTL marks and other controls included', () => {
    for (const good of ['plain', '🍜 ramen', '\u202eabc', 'tab\tline\n', '']) expect(refused.parse(good)).toBe(good);
  });

  it('cleans instead when asked: NULs dropped, unpaired surrogates replaced', () => {
    expect(cleaned.parse('a\u0000b\ud800c\udc00🍜')).toBe('ab\ufffdc\ufffd🍜');
    expect(cleaned.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Too long.');
  });

  it('says what it wants when given something other than text', () => {
    expect(refused.safeParse(1).error?.issues[0]?.message).toBe('Must be text.');
    expect(storableText('refuse', 'Enter a phrase.').safeParse(['a']).error?.issues[0]?.message).toBe('Enter a phrase.');
  });
});

describe('the dates window', () => {
  const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('takes calendar dates from 1900-01-01 to 2199-12-31 and refuses the years around them', () => {
    expect(calendarDate.parse('1900-01-01')).toBe('1900-01-01');
    expect(calendarDate.parse('2199-12-31')).toBe('2199-12-31');
    for (const date of ['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) {
      expect(messageOf(calendarDate.safeParse(date)), date).toBe('Use a date between 1900-01-01 and 2199-12-31.');
    }
    expect(messageOf(calendarDate.safeParse('2026-02-30'))).toBe('Not a real date.');
  });

  it('takes instants in the same window, epoch milliseconds from 1970', () => {
    expect(timestamp.parse('1900-01-01T00:00:00Z')).toBe(Date.UTC(1900, 0, 1));
    expect(timestamp.parse('2199-12-31T23:59:59.999Z')).toBe(Date.UTC(2200, 0, 1) - 1);
    expect(timestamp.parse('0')).toBe(0);
    for (const value of ['1899-12-31T23:59:59Z', '2200-01-01T00:00:00Z', '9999-12-31T00:00:00Z', String(Date.UTC(2200, 0, 1))]) {
      expect(messageOf(timestamp.safeParse(value)), value).toBe(DATE_OUT_OF_RANGE);
    }
    expect(messageOf(timestamp.safeParse('2026-11-18'))).toBe('Use an ISO date-time or milliseconds since 1970.');
  });
});
