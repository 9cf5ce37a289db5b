/**
 * Serialized answers kept in memory for a short time. Writes through this process call `clear`;
 * other instances converge within `ttlMs`, so N instances stay correct without shared memory.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { body: string; etag: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, now: number): { body: string; etag: string } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, body: string, etag: string, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, etag, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
