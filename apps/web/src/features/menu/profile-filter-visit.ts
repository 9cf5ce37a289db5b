/**
 * The profile allergens a customer removed from the menu's filters for this visit: kept in the
 * tab's session storage, per site and customer, so they stay removed across pages and reloads of
 * the visit and the profile itself is never changed. Storage that is blocked or holds something
 * unreadable counts as nothing removed.
 */

/** The tab's session storage; a function, as merely reading `window.sessionStorage` throws where storage is blocked. */
export type VisitStorage = () => Pick<Storage, 'getItem' | 'setItem'>;

export const visitKey = (siteId: number, customerId: number) => `commons.menu.profile-filters-off.${siteId}.${customerId}`;

export function readRemoved(storage: VisitStorage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export function writeRemoved(storage: VisitStorage, key: string, names: readonly string[]): void {
  try {
    storage().setItem(key, JSON.stringify(names));
  } catch {
    // Blocked or full storage: the choice then lasts until the page is left.
  }
}
