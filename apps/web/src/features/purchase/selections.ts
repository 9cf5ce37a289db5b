import type { Cart, CustomerSelection, OrderForm } from '@commons/contract';
import type { SelectionPreference } from '../../site/selection-preference.ts';

/** The four customer selections of the page (docs/product/purchase.md#selections), by id; null when not chosen. */
export type Selections = SelectionPreference;

export const NO_SELECTIONS: Selections = { customer_type_id: null, location_id: null, term_id: null, year_id: null };

/** One of the four selections. */
export type SelectionKey = keyof Selections;
type Key = SelectionKey;

/** Each selection's list in the order form. */
export function selectionLists(form: OrderForm): Record<Key, readonly CustomerSelection[]> {
  return { location_id: form.customerLocations, term_id: form.customerTerms, customer_type_id: form.customerTypes, year_id: form.customerYears };
}

export const SELECTION_KEYS: readonly Key[] = ['location_id', 'term_id', 'customer_type_id', 'year_id'];
const KEYS = SELECTION_KEYS;

/** A choice is required when its list has entries: a site without years asks for none. */
export function isSelectionComplete(selections: Selections, form: OrderForm): boolean {
  const lists = selectionLists(form);
  return KEYS.every((key) => lists[key].length === 0 || selections[key] !== null);
}

/** The selections still to be made: those whose list has entries and that have no choice. */
export function unmadeSelections(selections: Selections, form: OrderForm): Key[] {
  const lists = selectionLists(form);
  return KEYS.filter((key) => lists[key].length > 0 && selections[key] === null);
}

/**
 * The selections the page works with: the chosen ids still in the order form; the cart's customer
 * type while the cart has items (a cart holds one type's products); and, when the selections are
 * hidden, the first entry of each list for a choice not made. A choice not made while the cart has
 * items (a recharge or quick add link in a fresh browser) stays the buyer's to make.
 */
export function effectiveSelections(chosen: Selections | null, form: OrderForm, cart: Cart): Selections {
  const lists = selectionLists(form);
  const hasItems = cart.items.length > 0;
  const fillsDefaults = form.orderFormSettings.hide_selections;
  const pick = (key: Key): number | null => {
    const id = chosen?.[key] ?? null;
    const list = lists[key];
    if (id !== null && list.some((entry) => entry.id === id)) return id;
    return fillsDefaults ? (list[0]?.id ?? null) : null;
  };
  const cartType = hasItems && cart.customer_type_id !== null && form.customerTypes.some((type) => type.id === cart.customer_type_id) ? cart.customer_type_id : null;
  return { location_id: pick('location_id'), term_id: pick('term_id'), customer_type_id: cartType ?? pick('customer_type_id'), year_id: pick('year_id') };
}
