import { describe, expect, it } from 'vitest';
import { claimReloadForMissingCode, isMissingCode } from './missing-code.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('isMissingCode', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://dining.example.edu/assets/hours-CT5WrPP9.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://dining.example.edu/assets/hours-CT5WrPP9.js',
    'Unable to preload CSS for /assets/hours-CT5WrPP9.css',
  ])('recognises %s', (message) => {
    expect(isMissingCode(new TypeError(message))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isMissingCode(new Error('Invalid site.'))).toBe(false);
    expect(isMissingCode(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isMissingCode(undefined)).toBe(false);
  });
});

describe('claimReloadForMissingCode', () => {
  it('allows one reload, then none for the same address within a minute', () => {
    const storage = memoryStorage();
    const at = (now: number, path = '/northfield/hours-of-operation') => claimReloadForMissingCode({ path, storage: () => storage, now });
    expect(at(1_000_000)).toBe(true);
    expect(at(1_030_000)).toBe(false);
    expect(at(1_030_000, '/northfield/campus-map')).toBe(true);
    expect(at(1_061_000)).toBe(true);
  });

  it('allows none when the tab cannot remember it reloaded', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(claimReloadForMissingCode({ path: '/northfield', storage: () => full, now: 1 })).toBe(false);
    const blocked = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    expect(claimReloadForMissingCode({ path: '/northfield', storage: blocked, now: 1 })).toBe(false);
  });
});
