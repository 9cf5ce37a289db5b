import type { DefaultValues } from 'react-hook-form';
import type { OnTheGoBody, OnTheGoForm } from '@commons/contract';
import { OTHER_ALLERGEN } from '@commons/domain';

/** The order form's values as its controls hold them: the contract's input (plan and entree unset until chosen). */
export type OrderValues = OnTheGoForm;
export type OrderStart = DefaultValues<OrderValues>;

/** The fields in the order the form shows them: the first in error takes focus, server errors land on these. */
export const ORDER_FIELDS = [
  'name',
  'email',
  'student_id',
  'plan',
  'pick_up',
  'entree',
  'base',
  'protein',
  'cheese',
  'dressing_sauce',
  'addons',
  'sides',
  'drink',
  'allergens',
  'other_allergies',
  'comments',
] as const satisfies readonly (keyof OrderValues)[];

/** A new order: the optional choices at 'None', nothing else chosen. */
export function emptyOrder(siteId: number): OrderStart {
  return {
    site_id: siteId,
    name: '',
    email: '',
    student_id: '',
    pick_up: '',
    base: '',
    protein: 'None',
    cheese: 'None',
    dressing_sauce: 'None',
    addons: [],
    sides: 'None',
    drink: 'None',
    allergens: [],
    other_allergies: '',
    comments: '',
  };
}

/** The body to send: 'Other allergies' only when 'Other (Please specify)' is ticked (the text stays in the form if it is unticked). */
export function orderBody(values: OnTheGoBody): OnTheGoBody {
  return values.allergens.includes(OTHER_ALLERGEN) ? values : { ...values, other_allergies: '' };
}

/** The chosen pick-up time, or '' when the times on offer no longer include it. */
export function pickUpStillOffered(chosen: unknown, offered: readonly { value: string }[]): string {
  return typeof chosen === 'string' && offered.some((time) => time.value === chosen) ? chosen : '';
}
