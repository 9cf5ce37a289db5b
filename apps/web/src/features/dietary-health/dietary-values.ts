import type { DefaultValues } from 'react-hook-form';
import type { Customer, DietaryHealthBody, DietaryHealthForm } from '@commons/contract';
import { DIETARY_QUESTION_FIELDS, OTHER_ALLERGEN } from '@commons/domain';
import { formAllergensOf } from './profile-allergens.ts';

/** The form's values as its controls hold them: the contract's input (the yes/no answers and consent unset until chosen). */
export type DietaryValues = DietaryHealthForm;
export type DietaryStart = DefaultValues<DietaryValues>;

/** The fields in the order the form shows them: the first in error takes focus, server errors land on these. */
export const DIETARY_FIELDS = [
  'date',
  'name',
  'email',
  'allergens',
  'other_allergies',
  ...DIETARY_QUESTION_FIELDS,
  'additional_comments',
  'consent',
] as const satisfies readonly (keyof DietaryValues)[];

/** A new form of the site: today's date (the site's), nothing else chosen. */
export function emptyDietary(siteId: number, today: string): DietaryStart {
  return { site_id: siteId, date: today, name: '', email: '', allergens: [], other_allergies: '', additional_comments: '' };
}

/** What the logged-in customer's profile answers: name, email, allergens, and a 'Yes' when they carry epinephrine. */
export function dietaryPrefill(customer: Pick<Customer, 'first_name' | 'last_name' | 'email' | 'allergens' | 'carries_epinephrine'>): DietaryStart {
  const { allergens, otherAllergies } = formAllergensOf(customer.allergens);
  return {
    name: `${customer.first_name} ${customer.last_name}`.trim(),
    email: customer.email.trim(),
    allergens,
    other_allergies: otherAllergies,
    // A profile that says no may only never have been saved: the form asks rather than answer 'No' for them.
    ...(customer.carries_epinephrine ? { carries_epinephrine: 'true' as const } : {}),
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The part of `prefill` that goes into the form as it is now: only into fields still empty, so
 * nothing the visitor already typed or chose is replaced. The allergens and their 'Other
 * allergies' text go in together, or not at all once the visitor has ticked any allergen.
 */
export function prefillPatch(prefill: DietaryStart, current: DietaryStart): DietaryStart {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(prefill)) {
    if (field === 'other_allergies' || isEmpty(value)) continue;
    if (isEmpty((current as Record<string, unknown>)[field])) patch[field] = value;
  }
  if (patch.allergens !== undefined && isEmpty(current.other_allergies) && !isEmpty(prefill.other_allergies)) patch.other_allergies = prefill.other_allergies;
  return patch as DietaryStart;
}

/** The body to send: 'Other allergies' only when 'Other (Please specify)' is ticked (the text stays in the form if it is unticked). */
export function dietaryBody(values: DietaryHealthBody): DietaryHealthBody {
  return values.allergens.includes(OTHER_ALLERGEN) ? values : { ...values, other_allergies: '' };
}
