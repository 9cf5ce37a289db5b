import { describe, expect, it } from 'vitest';
import { rowsToShow } from './textarea-rows.ts';

// 24 px lines and 12 px of padding, as the form's text boxes have.
const box = (lines: number, extra = 0) => ({ scrollHeight: lines * 24 + 12 + extra, paddingY: 12, lineHeight: 24 });

describe('rowsToShow', () => {
  it('shows the minimum for short text', () => {
    expect(rowsToShow(box(3), 3, 6)).toBe(3);
    expect(rowsToShow(box(1), 3, 6)).toBe(3);
  });

  it('grows a row for each line of text, up to the maximum', () => {
    expect(rowsToShow(box(4), 3, 6)).toBe(4);
    expect(rowsToShow(box(6), 3, 6)).toBe(6);
    expect(rowsToShow(box(20), 3, 6)).toBe(6);
  });

  it('counts part of a line as a line, but not a rounding error', () => {
    expect(rowsToShow(box(4, 10), 3, 6)).toBe(5);
    expect(rowsToShow(box(4, 0.6), 3, 6)).toBe(4);
  });

  it('keeps the minimum when the line height is unknown', () => {
    expect(rowsToShow({ scrollHeight: 200, paddingY: 0, lineHeight: Number.NaN }, 3, 6)).toBe(3);
  });
});
