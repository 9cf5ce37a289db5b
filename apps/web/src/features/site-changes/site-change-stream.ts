import { SITE_CHANGED_EVENT } from '@commons/contract/site-changes-event';

/** One EventSource per site per tab, shared by every part of the page that follows it. */
interface Stream {
  source: EventSource;
  listeners: Set<() => void>;
}
const streams = new Map<string, Stream>();

/**
 * Calls `onChange` each time staff change the site `slug` (docs/product/api.md#site-changes);
 * answers how to stop. The tab keeps one stream per site however many follow it, closed when the last
 * one stops; where the browser has no EventSource nothing is followed (the pages' own refetches stay).
 */
export function followSiteChanges(slug: string, onChange: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const key = slug.toLowerCase();
  let stream = streams.get(key);
  if (!stream) {
    const made: Stream = { source: new EventSource(`/v1/sites/${encodeURIComponent(key)}/changes`), listeners: new Set() };
    made.source.addEventListener(SITE_CHANGED_EVENT, () => {
      for (const listener of made.listeners) listener();
    });
    streams.set(key, made);
    stream = made;
  }
  const followed = stream;
  followed.listeners.add(onChange);
  return () => {
    followed.listeners.delete(onChange);
    if (followed.listeners.size > 0) return;
    followed.source.close();
    streams.delete(key);
  };
}
