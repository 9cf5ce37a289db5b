import { useMemo, useState } from 'react';
import type { Site } from '@commons/contract';
import { useCustomerSession } from '../../site/customer-session.ts';
import { readRemoved, visitKey, writeRemoved, type VisitStorage } from './profile-filter-visit.ts';

export interface ProfileAllergens {
  /** Every allergen of the logged-in customer's profile; empty when nobody is logged in. */
  all: readonly string[];
  /** Those the menu hides on this visit: the profile less what was removed, or none when the address chose the allergens. */
  applied: readonly string[];
  /** Those removed for this visit. */
  removed: readonly string[];
  remove: (names: readonly string[]) => void;
  restore: () => void;
}

const sessionStore: VisitStorage = () => window.sessionStorage;

/**
 * The logged-in customer's allergens as menu filters for the visit (issue 12 item 8). Sites without
 * customer login ask nothing. `addressChose` is true when the page was opened with an allergen
 * choice in its address (a shared link): that choice then stands alone.
 */
export function useProfileAllergens(site: Site, addressChose: boolean, storage: VisitStorage = sessionStore): ProfileAllergens {
  const session = useCustomerSession(site.id, site.customer_login);
  // A session that cannot be read counts as logged out (useCustomerSession answers null).
  const customer = site.customer_login ? session.customer : null;
  const key = customer ? visitKey(site.id, customer.id) : null;
  const [local, setLocal] = useState<{ key: string; names: string[] } | null>(null);
  const stored = useMemo(() => (key === null ? [] : readRemoved(storage, key)), [key, storage]);
  const removed = key !== null && local?.key === key ? local.names : stored;
  const all = useMemo(() => customer?.allergens ?? [], [customer]);

  return useMemo(() => {
    const save = (names: string[]) => {
      if (key === null) return;
      writeRemoved(storage, key, names);
      setLocal({ key, names });
    };
    return {
      all,
      applied: addressChose ? [] : all.filter((name) => !removed.includes(name)),
      removed: addressChose ? [] : removed.filter((name) => all.includes(name)),
      remove: (names: readonly string[]) => save([...new Set([...removed, ...names])]),
      restore: () => save([]),
    };
  }, [all, removed, addressChose, key, storage]);
}
