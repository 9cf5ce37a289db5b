/**
 * Runs tasks one at a time per key, in the order they arrive; tasks of other keys run alongside.
 * A failed task does not stop the ones queued behind it. It holds within one server process only:
 * what must hold across instances needs a database lock as well (bookings take both, ADR 0022).
 */
export function oneAtATime(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<void>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
