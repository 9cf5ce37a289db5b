import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The history state of an address the search box wrote. */
const BY_SEARCH_BOX = { bySearchBox: true } as const;
const isBySearchBox = (state: unknown) => typeof state === 'object' && state !== null && 'bySearchBox' in state;

/**
 * A page's search as its address keeps it (?q=), for a search box that is typed into. The box
 * holds what is typed itself and the address follows it (replacing the entry, not adding one);
 * when anything else changes the address (Back, a link to the page without a search), `boxKey`
 * changes, so the box starts again from the address's search.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [seen, setSeen] = useState({ locationKey: location.key, boxKey: 0 });
  if (seen.locationKey !== location.key) setSeen({ locationKey: location.key, boxKey: isBySearchBox(location.state) ? seen.boxKey : seen.boxKey + 1 });
  const setSearch = (text: string) => setParams(text === '' ? {} : { q: text }, { replace: true, state: BY_SEARCH_BOX });
  return { search: params.get('q') ?? '', setSearch, boxKey: seen.boxKey };
}
