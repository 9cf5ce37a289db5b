import { describe, expect, it } from 'vitest';
import { tileSpan } from './tile-span.ts';

describe('tileSpan', () => {
  it('makes the YouTube tile 2 columns on the interim look and the whole row otherwise', () => {
    expect(tileSpan('youtube', { interim_ui: true })).toBe('two');
    expect(tileSpan('youtube', { interim_ui: false })).toBe('full');
  });

  it('gives every other tile one column', () => {
    for (const name of ['news', 'map', 'facebook', 'vimeo', 'recharge']) expect(tileSpan(name, { interim_ui: false })).toBe('one');
  });
});
