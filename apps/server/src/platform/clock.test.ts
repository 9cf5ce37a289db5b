import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { serverClock } from './clock.ts';

describe('serverClock', () => {
  it("reads the machine's time without a start", () => {
    let real = Date.parse('2026-11-18T15:00:00Z');
    const clock = serverClock(undefined, () => real);
    expect(clock().toISOString()).toBe('2026-11-18T15:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-18T15:01:30.000Z');
  });

  it('starts at CLOCK_START and runs on in real time', () => {
    let real = Date.parse('2030-01-01T00:00:00Z');
    const clock = serverClock(readConfig({ CLOCK_START: '2026-11-18T17:00:00Z' }).CLOCK_START, () => real);
    expect(clock().toISOString()).toBe('2026-11-18T17:00:00.000Z');
    real += 60_000;
    expect(clock().toISOString()).toBe('2026-11-18T17:01:00.000Z');
  });

  it('refuses a CLOCK_START that is not an ISO instant', () => {
    expect(readConfig({}).CLOCK_START).toBeUndefined();
    expect(() => readConfig({ CLOCK_START: 'noon' })).toThrow(/CLOCK_START/);
    expect(readConfig({ CLOCK_START: '2026-11-18T12:00:00-05:00' }).CLOCK_START?.toISOString()).toBe('2026-11-18T17:00:00.000Z');
  });
});
