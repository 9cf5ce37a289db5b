/**
 * Rows kept in memory by id and row version (PostgreSQL's `xmin`, which every update of the row
 * changes, whoever makes it). A kept row is used only when the database has just answered that the
 * row is still at that version, so it can never be older than what a fresh read would give: it
 * saves reading and parsing the wide row, not the question. At most `max` rows, each for
 * `maxAgeMs` at most (`now` is a monotonic clock in ms); the oldest kept goes first. Rows are
 * frozen, since every request that asks gets the same object.
 */
export class RowsByVersion<Row extends object> {
  private readonly rows = new Map<number, { version: string; row: Row; keptAt: number }>();

  constructor(
    private readonly max: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The row `id` when it is kept at `version`, and not for longer than its time. */
  get(id: number, version: string): Row | undefined {
    const kept = this.rows.get(id);
    if (!kept || kept.version !== version) return undefined;
    if (this.now() - kept.keptAt >= this.maxAgeMs) {
      this.rows.delete(id);
      return undefined;
    }
    return kept.row;
  }

  /** Keeps `row` as `id` at `version` (instead of any other version of it) and answers it, frozen. */
  keep(id: number, version: string, row: Row): Row {
    const frozen = freeze(row);
    this.rows.delete(id);
    if (this.rows.size >= this.max) {
      const oldest = this.rows.keys().next();
      if (!oldest.done) this.rows.delete(oldest.value);
    }
    this.rows.set(id, { version, row: frozen, keptAt: this.now() });
    return frozen;
  }

  get size(): number {
    return this.rows.size;
  }
}

/** Freezes a row and the arrays and plain objects in it (jsonb values); dates are left as they are. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freeze(inner);
    Object.freeze(value);
  }
  return value;
}
