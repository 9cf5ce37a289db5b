import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('answers a kept body as bytes until it expires', () => {
    const cache = new AnswerCache(1000);
    cache.set('a', '{"x":"é"}', 'W/"1"', 0);
    expect(cache.get('a', 999)?.body.toString()).toBe('{"x":"é"}');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('lets the oldest entries go when the count or the total size is reached', () => {
    const byCount = new AnswerCache(1000, 2);
    for (const key of ['a', 'b', 'c']) byCount.set(key, key, key, 0);
    expect([byCount.get('a', 0), byCount.get('b', 0)?.etag, byCount.get('c', 0)?.etag]).toEqual([undefined, 'b', 'c']);

    const bySize = new AnswerCache(1000, 100, 10);
    bySize.set('a', '12345', 'a', 0);
    bySize.set('b', '12345', 'b', 0);
    bySize.set('c', '123', 'c', 0);
    expect([bySize.get('a', 0), bySize.get('b', 0)?.etag, bySize.get('c', 0)?.etag]).toEqual([undefined, 'b', 'c']);
    // Replacing a key frees its old bytes first.
    bySize.set('b', '1234567', 'b2', 0);
    expect(bySize.get('b', 0)?.etag).toBe('b2');
    // A body larger than the whole cache is not kept.
    bySize.set('huge', 'x'.repeat(11), 'h', 0);
    expect(bySize.get('huge', 0)).toBeUndefined();
  });

  it('makes an answer once for the callers that miss while it is made, and anew after a drop', async () => {
    const cache = new AnswerCache(1000);
    const makings: Array<(body: string) => void> = [];
    const make = () =>
      new Promise<{ body: Buffer; etag: string }>((resolve) => {
        makings.push((body) => resolve({ body: Buffer.from(body), etag: body }));
      });
    const first = cache.makeOnce('a', make);
    const second = cache.makeOnce('a', make);
    const other = cache.makeOnce('b', make);
    expect(makings).toHaveLength(2);
    cache.dropWhere((key) => key === 'a');
    // What the first making read may be older than the drop: a caller after it waits for a new one.
    const third = cache.makeOnce('a', make);
    expect(makings).toHaveLength(3);
    makings.forEach((finish, index) => finish(`made ${index}`));
    expect((await Promise.all([first, second, other, third])).map((answer) => answer.etag)).toEqual(['made 0', 'made 0', 'made 1', 'made 2']);
    // Once made, a later miss makes again.
    const fourth = cache.makeOnce('a', make);
    expect(makings).toHaveLength(4);
    makings[3]?.('made 3');
    expect((await fourth).etag).toBe('made 3');
  });
});
