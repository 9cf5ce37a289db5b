import { useSyncExternalStore } from 'react';

/** Large screens start at 992 px (docs/product/site.md#formats: xs, sm and md count as small). */
export const LARGE_SCREEN_QUERY = '(min-width: 992px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(LARGE_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is a large screen, following resizes. */
export function useIsLargeScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(LARGE_SCREEN_QUERY).matches,
    () => true,
  );
}
