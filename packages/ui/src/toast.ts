/** What a toast says, and whether it reports a success, a failure or plain news. */
export interface ToastMessage {
  text: string;
  kind: 'success' | 'error' | 'info';
}

type Show = (message: ToastMessage) => void;

/** What the toaster on the page does for this module. */
export interface Toaster {
  show: Show;
  /** Takes every toast off the screen. */
  dismissAll: () => void;
}

let toaster: Toaster | null = null;
let isWanted = false;
const waiting: ToastMessage[] = [];
const listeners = new Set<() => void>();

/**
 * Shows a toast at the top centre for 3 s, announced politely (docs/product/site.md#formats). The toaster's code is
 * fetched with the first toast of the visit; toasts asked for meanwhile wait for it.
 */
export function notify(text: string, kind: ToastMessage['kind'] = 'success'): void {
  if (toaster) {
    toaster.show({ text, kind });
    return;
  }
  waiting.push({ text, kind });
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
}

/** For the toast host: whether any toast has been asked for yet (a store for useSyncExternalStore). */
export const toastDemand = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => isWanted,
};

/**
 * Takes the toasts shown so far off the screen, e.g. a failure's once a retry succeeded and the
 * page says so: a stale "could not be sent" beside the thanks would contradict it.
 */
export function dismissToasts(): void {
  waiting.length = 0;
  toaster?.dismissAll();
}

/** For the toaster once it is on the page: it shows the toasts that waited, then every new one. */
export function attachToaster(next: Toaster): () => void {
  toaster = next;
  for (const message of waiting.splice(0)) next.show(message);
  return () => {
    if (toaster === next) toaster = null;
  };
}
