import { describe, expect, it } from 'vitest';
import { calendarDate, DATE_OUT_OF_RANGE, id, isStorableText, platform, queryFlag, slug, storableText, timestamp, toStorableText, UNSTORABLE_TEXT } from './primitives.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

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

describe('slug', () => {
  it('takes letters, digits, - and _ starting with a letter or digit, trimmed', () => {
    for (const good of ['northfield', 'whats-on-the-menu', 'Site_2', '9lives']) expect(slug.parse(good)).toBe(good);
    expect(slug.parse('  northfield ')).toBe('northfield');
    expect(slug.parse('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('says what is wrong with anything else', () => {
    expect(messageOf(slug.safeParse(''))).toBe('Slug is required.');
    expect(messageOf(slug.safeParse('   '))).toBe('Slug is required.');
    expect(messageOf(slug.safeParse(undefined))).toBe('Slug is required.');
    expect(messageOf(slug.safeParse('x'.repeat(101)))).toBe('Slug must be at most 100 characters.');
    for (const bad of ['-menu', '_menu', 'menu/../x', 'caf\u00e9', 'two words', 'a.b']) {
      expect(messageOf(slug.safeParse(bad)), bad).toBe('Slug may contain only letters, digits, - and _.');
    }
  });
});

describe('id', () => {
  it('takes a whole positive number, from a query string too, up to the largest PostgreSQL integer', () => {
    expect(id.parse('7')).toBe(7);
    expect(id.parse(7)).toBe(7);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else with a message a caller can act on', () => {
    expect(messageOf(id.safeParse('abc'))).toBe('Must be a number.');
    expect(messageOf(id.safeParse('1.5'))).toBe('Must be a whole number.');
    expect(messageOf(id.safeParse('0'))).toBe('Must be a positive number.');
    expect(messageOf(id.safeParse('-3'))).toBe('Must be a positive number.');
    expect(messageOf(id.safeParse('2147483648'))).toBe('Too large.');
    // Only decimal: what JavaScript's Number() would also read is no id.
    for (const other of ['0x10', '1e1', ' 7', '7 ', '+7', '', '0b1', '9'.repeat(400), null, true]) expect(messageOf(id.safeParse(other)), String(other)).toBe('Must be a number.');
  });
});

describe('queryFlag', () => {
  it('reads true/1 as true and false/0 as false', () => {
    expect(['true', '1', 'false', '0'].map((v) => queryFlag.parse(v))).toEqual([true, true, false, false]);
  });

  it('refuses other spellings rather than guessing', () => {
    for (const bad of ['yes', 'TRUE', '', 'on', '2']) expect(messageOf(queryFlag.safeParse(bad)), bad).toBe('Use true or false.');
  });
});

describe('platform', () => {
  it('defaults to 0, the web, and takes a small whole number', () => {
    expect(platform.parse(undefined)).toBe(0);
    expect(platform.parse('3')).toBe(3);
    expect(platform.parse('100')).toBe(100);
  });

  it('refuses negative, fractional and large values', () => {
    expect(messageOf(platform.safeParse('-1'))).toBe('Must be 0 or more.');
    expect(messageOf(platform.safeParse('0.5'))).toBe('Must be a whole number.');
    expect(messageOf(platform.safeParse('101'))).toBe('Too large.');
    expect(messageOf(platform.safeParse('web'))).toBe('Must be a number.');
  });
});

describe('timestamp formats', () => {
  it('reads ISO instants with Z or an offset, with or without seconds and milliseconds, trimmed', () => {
    const instant = Date.UTC(2026, 2, 8, 7, 0);
    for (const value of ['2026-03-08T07:00Z', '2026-03-08T07:00:00Z', '2026-03-08T07:00:00.000Z', '2026-03-08T02:00:00-05:00', '2026-03-08T02:00:00-0500', ' 2026-03-08T07:00:00Z ']) {
      expect(timestamp.parse(value), value).toBe(instant);
    }
    expect(timestamp.parse(String(instant))).toBe(instant);
  });

  it('refuses instants without a zone, and text that is not an instant', () => {
    for (const value of ['2026-03-08T07:00:00', 'now', '-1', '1e12', '2026-03-08 07:00:00Z']) {
      expect(messageOf(timestamp.safeParse(value)), value).toBe('Use an ISO date-time or milliseconds since 1970.');
    }
    expect(messageOf(timestamp.safeParse('1'.repeat(41)))).toBe('Too long.');
  });
});

describe('calendarDate format', () => {
  it('wants YYYY-MM-DD and a real day of the calendar', () => {
    expect(calendarDate.parse('2028-02-29')).toBe('2028-02-29');
    for (const value of ['2026-3-8', '03/08/2026', '2026-03-08T00:00:00Z', '']) {
      expect(messageOf(calendarDate.safeParse(value)), value).toBe('Use the date format YYYY-MM-DD.');
    }
    for (const value of ['2027-02-29', '2026-13-01', '2026-04-31', '2026-00-10']) expect(messageOf(calendarDate.safeParse(value)), value).toBe('Not a real date.');
  });
});

describe('isStorableText and toStorableText', () => {
  it('agree with each other: cleaned text is always storable', () => {
    for (const value of ['ok', 'a\u0000b', '\udc00\ud800', '🍜\ud83c', '\ud83c🍜']) {
      expect(isStorableText(toStorableText(value)), JSON.stringify(value)).toBe(true);
    }
    expect(toStorableText('🍜')).toBe('🍜');
  });
});
