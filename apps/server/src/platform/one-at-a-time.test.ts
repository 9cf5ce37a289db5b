import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A task that waits for its release, and records when it ran. */
function gate(log: string[], name: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await released;
    log.push(`end ${name}`);
    return name;
  };
  return { task, release };
}

describe('oneAtATime', () => {
  it('runs the tasks of one key in arrival order, each after the one before has ended', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const first = run('slot', a.task);
    const second = run('slot', b.task);
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    b.release();
    a.release();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('lets tasks of other keys run alongside', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const both = Promise.all([run('one', a.task), run('two', b.task)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a', 'start b']);
    a.release();
    b.release();
    await both;
  });

  it('goes on with the next task after one fails, and hands each caller its own outcome', async () => {
    const run = oneAtATime();
    const failed = run('slot', () => Promise.reject(new Error('no seat')));
    const next = run('slot', () => Promise.resolve('booked'));
    await expect(failed).rejects.toThrow('no seat');
    await expect(next).resolves.toBe('booked');
  });
});
