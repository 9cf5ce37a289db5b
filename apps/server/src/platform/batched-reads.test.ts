import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.ts';

/** A source whose reads end when the test says: each read's keys, and a way to answer it. */
function heldSource() {
  const reads: { keys: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const readAll = (keys: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      const n = reads.length + 1;
      reads.push({ keys, answer: () => resolve(keys.map((key) => `${key} as of read ${n}`)), fail: reject });
    });
  return { readAll, reads };
}

describe('batchedReads', () => {
  it('sends a question at once, alone, while fewer than the parallel reads run', async () => {
    const source = heldSource();
    const read = batchedReads(source.readAll, 2);
    const first = read('a');
    const second = read('b');
    expect(source.reads.map((r) => r.keys)).toEqual([['a'], ['b']]);
    source.reads[1]?.answer();
    source.reads[0]?.answer();
    expect(await first).toBe('a as of read 1');
    expect(await second).toBe('b as of read 2');
  });

  it('sends the questions that queued meanwhile together, in a read that begins after they were asked', async () => {
    const source = heldSource();
    const read = batchedReads(source.readAll, 1);
    const first = read('a');
    const queued = [read('b'), read('c'), read('a')];
    expect(source.reads.map((r) => r.keys)).toEqual([['a']]);
    source.reads[0]?.answer();
    expect(await first).toBe('a as of read 1');
    expect(source.reads.map((r) => r.keys)).toEqual([['a'], ['b', 'c', 'a']]);
    source.reads[1]?.answer();
    expect(await Promise.all(queued)).toEqual(['b as of read 2', 'c as of read 2', 'a as of read 2']);
  });

  it("fails each question of a failed read, and sends the next ones anew", async () => {
    const source = heldSource();
    const read = batchedReads(source.readAll, 1);
    const first = read('a');
    const queued = read('b');
    source.reads[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    source.reads[1]?.fail(new Error('still down'));
    await expect(queued).rejects.toThrow('still down');
    const later = read('c');
    source.reads[2]?.answer();
    expect(await later).toBe('c as of read 3');
  });
});
