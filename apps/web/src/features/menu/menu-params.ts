import { isValidIsoDate } from '@commons/domain';

/** Everything the menu page keeps in its address, so a menu can be shared, bookmarked and reloaded. */
export interface MenuParams {
  location: number | null;
  date: string | null;
  period: number | null;
  allergens: number[];
  labels: number[];
  /** Allergen filters also hide items that may contain the allergen (cross-contact); on unless the address says `may_contain=show`. */
  hideMayContain: boolean;
  /** The menu search phrase. */
  q: string;
}

const positiveId = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

const idList = (raw: string | null): number[] => {
  if (!raw) return [];
  const ids = raw.split(',').map((part) => positiveId(part.trim()));
  return [...new Set(ids.filter((id): id is number => id !== null))];
};

/** A date typed or picked is taken only once it is a real date with a four-digit year from 1900 on. */
export function isUsableDate(value: string): boolean {
  return isValidIsoDate(value) && Number(value.slice(0, 4)) >= 1900;
}

/** Reads the menu state from a query string; unreadable values are ignored. */
export function readMenuParams(search: URLSearchParams): MenuParams {
  const date = search.get('date');
  return {
    location: positiveId(search.get('location')),
    date: date && isUsableDate(date) ? date : null,
    period: positiveId(search.get('period')),
    allergens: idList(search.get('allergens')),
    labels: idList(search.get('labels')),
    hideMayContain: search.get('may_contain') !== 'show',
    q: (search.get('q') ?? '').slice(0, 100),
  };
}

/** Writes the menu state into a copy of `current`, leaving other parameters alone; empty values are left out. */
export function writeMenuParams(current: URLSearchParams, state: MenuParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  put('location', state.location === null ? null : String(state.location));
  put('date', state.date);
  put('period', state.period === null ? null : String(state.period));
  put('allergens', state.allergens.join(','));
  put('labels', state.labels.join(','));
  put('may_contain', state.hideMayContain ? null : 'show');
  put('q', state.q.trim());
  return next;
}

/** Choosing a location starts over: no period, no filters (may-contain items hidden again), no search (docs/product/menus.md#menu-page). */
export const withLocation = (state: MenuParams, location: number): MenuParams => ({ ...state, location, period: null, allergens: [], labels: [], hideMayContain: true, q: '' });

/**
 * A new date keeps the location, the period tab and the filters, and clears the search (docs/product/menus.md#menu-page).
 * `null` is today: an address without a date always shows the current day.
 */
export const withDate = (state: MenuParams, date: string | null): MenuParams => ({ ...state, date, q: '' });

/** A search result opens its date and period at its location (the search itself is left behind). */
export const withSearchResult = (state: MenuParams, result: { location_id: number; date: string; period_id: number }): MenuParams => {
  const sameLocation = state.location === null || state.location === result.location_id;
  const base = sameLocation ? state : withLocation(state, result.location_id);
  return { ...base, location: result.location_id, date: result.date, period: result.period_id, q: '' };
};
