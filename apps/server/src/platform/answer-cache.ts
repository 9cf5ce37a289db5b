/**
 * Serialized answers kept in memory as bytes (a hit costs no encoding), bounded by age, count and
 * total size; the oldest entries leave first. Writes through this process call `clear` or
 * `dropWhere`; other instances converge within `ttlMs` (or on a change notice), so N instances stay
 * correct without shared memory.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** The body gzipped, made on the first request that accepts gzip. */
  gzip?: Buffer;
}

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer & { expires: number }>();
  private bytes = 0;
  private drops = 0;
  /** Answers being made now, by key, each with the generation it was begun in. */
  private readonly making = new Map<string, { since: number; answer: Promise<CachedAnswer> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Counts the drops (`clear`, `dropWhere`) so far. An answer made from data read before a drop may
   * hold what the drop was for: read this before making it, and pass it to `set` as `since`.
   */
  get generation(): number {
    return this.drops;
  }

  /** Keeps `body` under `key`, unless answers were dropped after `since` (the generation it was made in). */
  set(key: string, body: string, etag: string, now: number, since = this.drops): void {
    if (since !== this.drops) return;
    const bytes = Buffer.from(body);
    if (bytes.length > this.maxBytes) return;
    this.delete(key);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + bytes.length > this.maxBytes)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, { body: bytes, etag, expires: now + this.ttlMs });
    this.bytes += bytes.length;
  }

  /**
   * Makes `key`'s answer once for every caller that misses while it is being made: after a change
   * drops a busy answer, one reading of the database serves the requests that came meanwhile. A
   * drop during the making starts a new one for later callers (what was read may be stale).
   */
  makeOnce(key: string, make: (since: number) => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const since = this.drops;
    const current = this.making.get(key);
    if (current && current.since === since) return current.answer;
    const answer = make(since).finally(() => {
      if (this.making.get(key)?.answer === answer) this.making.delete(key);
    });
    this.making.set(key, { since, answer });
    return answer;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.drops++;
  }

  /** Drops every kept answer whose key `matches` (a site's answers, answer-keys.ts); answers how many. */
  dropWhere(matches: (key: string) => boolean): number {
    this.drops++;
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (!matches(key)) continue;
      this.delete(key);
      dropped++;
    }
    return dropped;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
