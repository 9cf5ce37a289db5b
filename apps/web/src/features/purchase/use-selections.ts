import { useEffect, useState } from 'react';
import type { Cart, OrderForm } from '@commons/contract';
import { readSelectionPreference, saveSelectionPreference } from './selection-preference.ts';
import { effectiveSelections, type Selections } from './selections.ts';

const isSame = (a: Selections | null, b: Selections) =>
  a !== null && a.customer_type_id === b.customer_type_id && a.location_id === b.location_id && a.term_id === b.term_id && a.year_id === b.year_id;

/**
 * The customer selections: first the preference cookie's, then the buyer's, remembered for 3 days.
 * What the page works with is `effectiveSelections`; while the cart has items (a quick add link,
 * another tab) those become the remembered ones, so deleting the items leaves them chosen.
 */
export function useSelections(siteId: number, form: OrderForm, cart: Cart): { selections: Selections; choose: (next: Selections) => void } {
  const [chosen, setChosen] = useState<Selections | null>(() => readSelectionPreference(siteId));
  const selections = effectiveSelections(chosen, form, cart);
  if (cart.items.length > 0 && !isSame(chosen, selections)) setChosen(selections);
  useEffect(() => {
    if (chosen) saveSelectionPreference(siteId, chosen);
  }, [siteId, chosen]);
  return { selections, choose: setChosen };
}
