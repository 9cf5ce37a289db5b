import { useState } from 'react';
import type { TermsKind } from './checkout-context.ts';

interface Asked<V> {
  queue: { kind: TermsKind; text: string }[];
  accepted: TermsKind[];
  values: V;
}

/**
 * The terms dialogs of one submit (docs/product/purchase.md#terms), one after another: `ask` holds the
 * submit's values until every term is accepted; Cancel drops the submit.
 */
export function useTermsQueue<V>() {
  const [asked, setAsked] = useState<Asked<V> | null>(null);
  return {
    current: asked?.queue[0] ?? null,
    ask: (queue: { kind: TermsKind; text: string }[], values: V) => setAsked({ queue, accepted: [], values }),
    /** Accepts the term shown; answers the submit's values once none is left. */
    accept: (): { done: false } | { done: true; accepted: TermsKind[]; values: V } => {
      if (!asked) return { done: false };
      const [first, ...rest] = asked.queue;
      const accepted = first ? [...asked.accepted, first.kind] : asked.accepted;
      if (rest.length > 0) {
        setAsked({ ...asked, queue: rest, accepted });
        return { done: false };
      }
      setAsked(null);
      return { done: true, accepted, values: asked.values };
    },
    cancel: () => setAsked(null),
  };
}
