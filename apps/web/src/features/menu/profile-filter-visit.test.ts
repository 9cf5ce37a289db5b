import { describe, expect, it } from 'vitest';
import { readRemoved, visitKey, writeRemoved, type VisitStorage } from './profile-filter-visit.ts';

const memory = (): VisitStorage => {
  const data = new Map<string, string>();
  const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  return () => store;
};
const blocked: VisitStorage = () => {
  throw new DOMException('blocked', 'SecurityError');
};

describe('profile filters removed for the visit', () => {
  it('keeps what was removed per site and customer', () => {
    const storage = memory();
    writeRemoved(storage, visitKey(1, 7), ['Milk']);
    expect(readRemoved(storage, visitKey(1, 7))).toEqual(['Milk']);
    expect(readRemoved(storage, visitKey(1, 8))).toEqual([]);
    expect(readRemoved(storage, visitKey(2, 7))).toEqual([]);
  });

  it('counts blocked storage and unreadable values as nothing removed', () => {
    expect(readRemoved(blocked, 'k')).toEqual([]);
    expect(() => writeRemoved(blocked, 'k', ['Milk'])).not.toThrow();
    const storage = memory();
    storage().setItem('a', '{not json');
    storage().setItem('b', '{"Milk":true}');
    storage().setItem('c', '["Milk", 3, null]');
    expect(readRemoved(storage, 'a')).toEqual([]);
    expect(readRemoved(storage, 'b')).toEqual([]);
    expect(readRemoved(storage, 'c')).toEqual(['Milk']);
  });
});
