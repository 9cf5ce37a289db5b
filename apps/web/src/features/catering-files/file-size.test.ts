import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('counts bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('uses KB, MB and GB with one decimal when it is not whole', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(2560)).toBe('2.5 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(3.75 * 1024 ** 3)).toBe('3.8 GB');
  });

  it('moves to the next unit rather than showing 1024 of one', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 ** 5)).toBe('1024 TB');
  });

  it('gives nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
