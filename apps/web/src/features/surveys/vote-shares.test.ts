import { describe, expect, it } from 'vitest';
import { voteShares } from './vote-shares.ts';

const total = (shares: number[]) => shares.reduce((sum, s) => sum + s, 0);

describe('voteShares', () => {
  it('keeps exact shares as they are', () => {
    expect(voteShares([1, 1, 2])).toEqual([25, 25, 50]);
    expect(voteShares([3, 0, 1])).toEqual([75, 0, 25]);
  });

  it('gives the missing points to the largest remainders so the shares add up to 100', () => {
    // 48/158 = 30.38, 37/158 = 23.42, 52/158 = 32.91, 21/158 = 13.29
    expect(voteShares([48, 37, 52, 21])).toEqual([30, 24, 33, 13]);
    expect(total(voteShares([48, 37, 52, 21]))).toBe(100);
    // Plain rounding would show 12.5% eight times as 13% each: 104 in all.
    expect(voteShares([5, 5, 5, 5, 5, 5, 5, 5])).toEqual([13, 13, 13, 13, 12, 12, 12, 12]);
    expect(voteShares([2, 1])).toEqual([67, 33]);
  });

  it('breaks ties between equal remainders in favour of the earlier choice', () => {
    expect(voteShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(voteShares([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    expect(voteShares([5, 1, 1, 1])).toEqual([63, 13, 12, 12]);
  });

  it('shows 0 for every choice when nobody has voted', () => {
    expect(voteShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(voteShares([])).toEqual([]);
  });

  it('gives one choice with every vote 100 and the others 0', () => {
    expect(voteShares([0, 9, 0])).toEqual([0, 100, 0]);
    expect(voteShares([1])).toEqual([100]);
  });

  it('adds up to 100 for any non-empty tally, with each share within one point of the exact one', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const votes = Array.from({ length: (seed % 5) + 2 }, (_, i) => (seed * 7919 * (i + 3)) % 97);
      const sum = total(votes);
      if (sum === 0) continue;
      const shares = voteShares(votes);
      expect(total(shares)).toBe(100);
      shares.forEach((share, i) => expect(Math.abs(share - ((votes[i] ?? 0) * 100) / sum)).toBeLessThan(1));
    }
  });

  it('treats negative or broken counts as no votes', () => {
    expect(voteShares([-3, 1, Number.NaN])).toEqual([0, 100, 0]);
  });
});
