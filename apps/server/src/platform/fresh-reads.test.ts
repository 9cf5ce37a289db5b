import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads.ts';

/** A load that counts its calls and answers the count. */
function counting() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

describe('freshReads', () => {
  it('shares one read among callers that arrived before it began', async () => {
    const reads = freshReads<number>();
    const source = counting();
    const first = reads.arrival();
    const second = reads.arrival();
    expect(await reads.read('slot', first, source.load)).toBe(1);
    expect(await reads.read('slot', second, source.load)).toBe(1);
    expect(source.calls()).toBe(1);
  });

  it('never gives a caller a read that began before it arrived', async () => {
    const reads = freshReads<number>();
    const source = counting();
    await reads.read('slot', reads.arrival(), source.load);
    const later = reads.arrival();
    expect(await reads.read('slot', later, source.load)).toBe(2);
  });

  it('reads again after forget, and keeps keys apart', async () => {
    const reads = freshReads<number>();
    const source = counting();
    const early = reads.arrival();
    await reads.read('a', early, source.load);
    expect(await reads.read('b', early, source.load)).toBe(2);
    reads.forget('a');
    expect(await reads.read('a', early, source.load)).toBe(3);
  });

  it('does not keep a failed read: the next caller reads again', async () => {
    const reads = freshReads<number>();
    const early = reads.arrival();
    await expect(reads.read('slot', early, () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await reads.read('slot', early, async () => 7)).toBe(7);
  });
});
