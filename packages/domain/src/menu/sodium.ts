import { roundForLabel } from './fda-rounding.ts';

/** The high-sodium warning of docs/product/menus.md#nutrition: shown at 2300 mg per serving or more. */
export const SODIUM_WARNING_MG = 2300;

/** Does a serving with this much sodium (mg) carry the warning icon? Unknown amounts do not. */
export function hasSodiumWarning(sodiumMg: number | null | undefined): boolean {
  return typeof sodiumMg === 'number' && sodiumMg >= SODIUM_WARNING_MG;
}

/**
 * Does the item carry the warning, judged on the sodium its label declares (2,296 mg is declared
 * 2,300mg and warns; 2,294 mg is declared 2,290mg and does not)? Unknown amounts do not.
 */
export function hasLabelSodiumWarning(sodiumMg: number | null | undefined): boolean {
  if (typeof sodiumMg !== 'number' || !Number.isFinite(sodiumMg) || sodiumMg < 0) return false;
  return hasSodiumWarning(roundForLabel('sodium', sodiumMg).value);
}
