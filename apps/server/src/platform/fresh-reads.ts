/** When a caller arrived, as `freshReads` counts: later arrivals and reads have larger stamps. */
export type Arrival = number;

/** Entries kept before the oldest are dropped; a dropped entry only costs one read again. */
const MAX_KEYS = 1_000;

/**
 * One read shared by every caller that arrived before it began. A caller gets a value read after it
 * arrived, never an older one: what it then answers is true of a moment within its own request, as
 * if it had read alone. During a rush, callers queued behind each other thus share one read
 * instead of reading in turn. `forget` drops a key's read after this process changed what it
 * reads, so the next caller reads again. Within one process; each instance reads for itself.
 */
export function freshReads<T>() {
  let stamp = 0;
  const latest = new Map<string, { startedAt: number; value: Promise<T> }>();
  return {
    /** Call when the request arrives, before anything it reads. */
    arrival(): Arrival {
      return ++stamp;
    },

    /** The latest read of `key` if it began after `arrivedAt`, or a new one by `load`. */
    read(key: string, arrivedAt: Arrival, load: () => Promise<T>): Promise<T> {
      const known = latest.get(key);
      if (known && known.startedAt > arrivedAt) return known.value;
      const entry = { startedAt: ++stamp, value: load() };
      latest.delete(key);
      if (latest.size >= MAX_KEYS) latest.delete(latest.keys().next().value as string);
      latest.set(key, entry);
      entry.value.catch(() => {
        if (latest.get(key) === entry) latest.delete(key);
      });
      return entry.value;
    },

    forget(key: string): void {
      latest.delete(key);
    },
  };
}
