import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './text-match.ts';

describe('matchesSearch', () => {
  it('finds a substring anywhere, ignoring case', () => {
    expect(matchesSearch('Northfield University', 'field')).toBe(true);
    expect(matchesSearch('Northfield University', 'UNIV')).toBe(true);
    expect(matchesSearch('Northfield University', 'college')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matchesSearch('Université de Montréal', 'montreal')).toBe(true);
    expect(matchesSearch('Sao Paulo State', 'São')).toBe(true);
  });

  it('matches everything with an empty or blank query', () => {
    expect(matchesSearch('Lakeside College', '')).toBe(true);
    expect(matchesSearch('Lakeside College', '   ')).toBe(true);
  });

  it('folds text to plain lower case', () => {
    expect(foldForSearch(' Crème Brûlée ')).toBe('creme brulee');
  });
});
