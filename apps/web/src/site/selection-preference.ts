/**
 * The customer selections a buyer made on the purchase page (docs/product/purchase.md#selections): customer type,
 * location, term and year, remembered for 3 days in a preference cookie per site. Not private: it
 * names catalogue entries, so page scripts read it (the home page's recharge tile offers the customer
 * type chosen here first).
 */
export interface SelectionPreference {
  customer_type_id: number | null;
  location_id: number | null;
  term_id: number | null;
  year_id: number | null;
}

/** docs/product/purchase.md#selections: the preference cookie lasts 3 days. */
export const PREFERENCE_MAX_AGE_S = 3 * 24 * 60 * 60;

const cookieName = (siteId: number) => `commons_selections_${siteId}`;
const KEYS = ['customer_type_id', 'location_id', 'term_id', 'year_id'] as const;

const idOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/** The saved selections of site `siteId`, or null when none (or the cookie is not ours). */
export function readSelectionPreference(siteId: number, cookies: string = document.cookie): SelectionPreference | null {
  const prefix = `${cookieName(siteId)}=`;
  const raw = cookies
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(KEYS.map((key) => [key, idOrNull(record[key])])) as unknown as SelectionPreference;
  } catch {
    return null;
  }
}

/** Remembers the selections for 3 days on this site's pages. */
export function saveSelectionPreference(siteId: number, preference: SelectionPreference): void {
  const value = encodeURIComponent(JSON.stringify(preference));
  document.cookie = `${cookieName(siteId)}=${value}; path=/; max-age=${PREFERENCE_MAX_AGE_S}; samesite=lax`;
}

/** Forgets the selections (after an order, docs/product/purchase.md#checkout, step 5). */
export function clearSelectionPreference(siteId: number): void {
  document.cookie = `${cookieName(siteId)}=; path=/; max-age=0; samesite=lax`;
}
