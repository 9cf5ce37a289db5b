import { describe, expect, it } from 'vitest';
import { likePatterns, matchesSearch, MAX_SEARCH_TERMS, normalizeWords, searchTerms, searchText } from './search-text.ts';

/** Does an item with this text match the phrase a diner typed? */
const finds = (phrase: string, ...text: string[]) => matchesSearch(searchText(...text), searchTerms(phrase));

describe('normalizeWords', () => {
  it('lower-cases, strips accents and splits on anything but letters and digits', () => {
    expect(normalizeWords('Crème Brûlée, 2 pcs')).toEqual(['creme', 'brulee', '2', 'pcs']);
    expect(normalizeWords("Chef's  Mac-n-Cheese!")).toEqual(['chef', 's', 'mac', 'n', 'cheese']);
    expect(normalizeWords('  ')).toEqual([]);
  });
  it('keeps letters of any script', () => {
    expect(normalizeWords('Phở Gà · 鸡肉饭')).toEqual(['pho', 'ga', '鸡肉饭']);
    expect(normalizeWords('İSTANBUL Döner')).toEqual(['istanbul', 'doner']);
  });
});

describe('searchText', () => {
  it('stores words between single spaces with a space at each end', () => {
    expect(searchText('Crème Brûlée', null, undefined, 'Vanilla custard')).toBe(' creme brulee vanilla custard ');
  });
  it('stores blank text as spaces only', () => expect(searchText('', null).trim()).toBe(''));
});

describe('searchTerms', () => {
  it('gives no terms for blank text', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(' - , ')).toEqual([]);
  });
  it('gives the distinct normalized words', () => expect(searchTerms('Pop POP jalapeño')).toEqual(['pop', 'jalapeno']));
  it(`keeps at most ${MAX_SEARCH_TERMS} terms`, () => {
    expect(searchTerms('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('matching a search', () => {
  it('ignores case and accents', () => {
    expect(finds('creme', 'Crème Brûlée')).toBe(true);
    expect(finds('BRU', 'Crème Brûlée')).toBe(true);
    expect(finds('brûlée', 'Creme Brulee')).toBe(true);
  });
  it('needs every term to start some word', () => {
    expect(finds('jalap pop', 'Jalapeño Poppers')).toBe(true);
    expect(finds('pop jalap', 'Jalapeño Poppers')).toBe(true);
    expect(finds('jalap fries', 'Jalapeño Poppers')).toBe(false);
  });
  it('matches the start of a word only', () => {
    expect(finds('apple', 'pineapple')).toBe(false);
    expect(finds('apple', 'Pineapple Upside-Down Cake', 'with apple glaze')).toBe(true);
    expect(finds('down', 'Pineapple Upside-Down Cake')).toBe(true);
  });
  it('matches nothing without terms', () => {
    expect(finds('', 'Jalapeño Poppers')).toBe(false);
    expect(matchesSearch(' anything ', [])).toBe(false);
  });
});

describe('likePatterns', () => {
  it('makes a word-prefix pattern per term', () => expect(likePatterns(['creme', 'bru'])).toEqual(['% creme%', '% bru%']));
  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePatterns(['50%'])).toEqual(['% 50\\%%']);
    expect(likePatterns(['a_b'])).toEqual(['% a\\_b%']);
    expect(likePatterns(['a\\b'])).toEqual(['% a\\\\b%']);
  });
  it('gives no patterns for no terms', () => expect(likePatterns([])).toEqual([]));
});
