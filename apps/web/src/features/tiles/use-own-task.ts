import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true from a task of its own just after. Each home tile waits for
 * its own task before it renders, so a phone draws the page and the tiles one at a time instead of
 * in one long task that keeps it from answering a tap. The reveal is a transition, so React may
 * also pause inside a tile's render to handle input.
 */
export function useOwnTask(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
