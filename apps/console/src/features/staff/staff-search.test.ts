import { describe, expect, it } from 'vitest';
import { matchesPerson } from './staff-search.ts';

const lee = { name: 'Léa  Nguyễn', email: 'lea.nguyen@northfield.example.edu' };

describe('finding a person', () => {
  it('by part of the name or the e-mail, ignoring case, accents and doubled spaces', () => {
    for (const search of ['lea', 'LÉA', 'nguyen', 'lea nguyen', ' Northfield.Example ', 'lea.nguyen@']) expect(matchesPerson(lee, search), search).toBe(true);
  });
  it('not by what neither holds; an empty search finds everyone', () => {
    expect(matchesPerson(lee, 'lakeside')).toBe(false);
    expect(matchesPerson(lee, '   ')).toBe(true);
  });
});
