import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOnWhite, readableTextOn } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#abc', '#aabbcc')).toBeCloseTo(1, 5);
  });
  it('matches the WCAG example of #767676 on white (4.54)', () => expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2));
});

describe('readableTextOn', () => {
  it("keeps the site's text colour when it meets AA", () => expect(readableTextOn('#0b3d91', '#ffffff')).toBe('#ffffff'));
  it('replaces a text colour that fails AA', () => {
    expect(readableTextOn('#ffd200', '#ffffff')).toBe('#111111');
    expect(readableTextOn('#0b3d91', '#1a1a1a')).toBe('#ffffff');
  });
});

describe('readableOnWhite', () => {
  it('keeps a dark brand colour and replaces a light one', () => {
    expect(readableOnWhite('#7a1f2b')).toBe('#7a1f2b');
    expect(readableOnWhite('#ffd200')).toBe('#1f4e79');
  });
});
