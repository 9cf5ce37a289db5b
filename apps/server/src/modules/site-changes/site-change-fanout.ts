/** Open change streams one instance holds at most: each is a connection kept open. */
export const MAX_CHANGE_STREAMS = 2_000;

/** One open stream's way to hear of a change of its site. */
export type ChangeListener = (at: Date) => void;

/**
 * This instance's open change streams, by site (docs/product/api.md#site-changes): a change of a
 * site reaches every stream of that site; at most `maxStreams` are open at once.
 */
export function siteChangeFanout(maxStreams: number) {
  const bySite = new Map<number, Set<ChangeListener>>();
  const lastChange = new Map<number, Date>();
  let open = 0;

  return {
    /** Adds a stream of `siteId`; answers how to remove it, or null when this instance holds as many as it may. */
    subscribe(siteId: number, listener: ChangeListener): (() => void) | null {
      if (open >= maxStreams) return null;
      open += 1;
      const listeners = bySite.get(siteId) ?? new Set<ChangeListener>();
      listeners.add(listener);
      bySite.set(siteId, listeners);
      let isRemoved = false;
      return () => {
        if (isRemoved) return;
        isRemoved = true;
        open -= 1;
        listeners.delete(listener);
        if (listeners.size === 0) bySite.delete(siteId);
      };
    },

    /** Tells every stream of `siteId` that it changed at `at`. */
    publish(siteId: number, at: Date): void {
      lastChange.set(siteId, at);
      for (const listener of bySite.get(siteId) ?? []) listener(at);
    },

    /** Tells every stream that its site may have changed (a notice may have been missed). */
    publishAll(at: Date): void {
      for (const siteId of bySite.keys()) this.publish(siteId, at);
    },

    /** Tells the streams of a changed site (null: of every site, as a notice may have been missed). */
    announce(change: { site_id: number } | null, at: Date): void {
      if (change) this.publish(change.site_id, at);
      else this.publishAll(at);
    },

    /** When this instance last heard of a change of `siteId`, if it has. */
    lastChangeOf: (siteId: number): Date | null => lastChange.get(siteId) ?? null,

    /** How many streams are open. */
    openStreams: (): number => open,
  };
}
export type SiteChangeFanout = ReturnType<typeof siteChangeFanout>;
