import { useState } from 'react';

/**
 * What a field shows while its owner catches up. A field that reports each complete value at once
 * (a typed date, say) gets the owner's echoes back a render or a navigation later, possibly after
 * the visitor has typed on: those echoes must not overwrite the draft. Any other new value from
 * the owner (a day-forward button, Back) replaces it.
 */
export function useFieldDraft<D>(value: string, toDraft: (value: string) => D): [D, (draft: D, sent: string | null) => void] {
  const [draft, setDraft] = useState(() => toDraft(value));
  const [seen, setSeen] = useState(value);
  const [pending, setPending] = useState<readonly string[]>([]);

  if (seen !== value) {
    setSeen(value);
    const echo = pending.indexOf(value);
    if (echo >= 0) setPending(pending.slice(echo + 1));
    else {
      setPending([]);
      setDraft(toDraft(value));
    }
  }

  /** Keeps what the visitor entered; `sent` is the value reported to the owner, if any. */
  const update = (next: D, sent: string | null) => {
    setDraft(next);
    if (sent !== null) setPending((current) => [...current, sent]);
  };
  return [draft, update];
}
