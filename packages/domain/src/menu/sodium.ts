/** The high-sodium warning of spec 01 §9: shown at 2300 mg per serving or more. */
export const SODIUM_WARNING_MG = 2300;

/** Does a serving with this much sodium (mg) carry the warning icon? Unknown amounts do not. */
export function hasSodiumWarning(sodiumMg: number | null | undefined): boolean {
  return typeof sodiumMg === 'number' && sodiumMg >= SODIUM_WARNING_MG;
}
