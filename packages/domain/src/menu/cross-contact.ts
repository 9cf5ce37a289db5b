/**
 * Cross-contact: allergens a dish may contain without having them as ingredients (a shared fryer,
 * a shared facility). A dish lists each allergen once: as contained, or as one it may contain.
 */
import { nameKey } from './label-exclusions.ts';

/** A may-contain entry the dish already contains: where it is in the may-contain list, and why it is wrong. */
export interface MayContainProblem {
  readonly index: number;
  readonly message: string;
}

export function mayContainProblems(allergens: readonly string[] | null, mayContain: readonly string[]): MayContainProblem[] {
  const contained = new Set((allergens ?? []).map(nameKey));
  return mayContain.flatMap((name, index) =>
    contained.has(nameKey(name)) ? [{ index, message: `'${name}' is also in allergens: a dish that contains an allergen lists it there only` }] : [],
  );
}
