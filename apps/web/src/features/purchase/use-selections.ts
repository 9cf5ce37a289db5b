import { useEffect, useState } from 'react';
import type { Cart, OrderForm } from '@commons/contract';
import { readSelectionPreference, saveSelectionPreference } from '../../site/selection-preference.ts';
import { effectiveSelections, SELECTION_KEYS, unmadeSelections, type SelectionKey, type Selections } from './selections.ts';

const isSame = (a: Selections | null, b: Selections) =>
  a !== null && a.customer_type_id === b.customer_type_id && a.location_id === b.location_id && a.term_id === b.term_id && a.year_id === b.year_id;

/**
 * The customer selections: first the preference cookie's, then the buyer's, remembered for 3 days.
 * What the page works with is `effectiveSelections`; while the cart has items (a quick add link,
 * another tab) those become the remembered ones, so deleting the items leaves them chosen.
 * While the cart has items the selections made before it got them are locked (docs/product/purchase.md#selections);
 * those not made then (a recharge or a quick add link in a fresh browser) stay open for the buyer.
 */
export function useSelections(
  siteId: number,
  form: OrderForm,
  cart: Cart,
): { selections: Selections; choose: (next: Selections) => void; locked: readonly SelectionKey[] } {
  const [chosen, setChosen] = useState<Selections | null>(() => readSelectionPreference(siteId));
  const selections = effectiveSelections(chosen, form, cart);
  const hasItems = cart.items.length > 0;
  if (hasItems && !isSame(chosen, selections)) setChosen(selections);
  const openWith = (withItems: boolean) => ({ hasItems: withItems, keys: withItems ? unmadeSelections(selections, form) : [] });
  const [open, setOpen] = useState(() => openWith(hasItems));
  if (open.hasItems !== hasItems) setOpen(openWith(hasItems));
  useEffect(() => {
    if (chosen) saveSelectionPreference(siteId, chosen);
  }, [siteId, chosen]);
  const locked = hasItems ? SELECTION_KEYS.filter((key) => !open.keys.includes(key)) : [];
  return { selections, choose: setChosen, locked };
}
