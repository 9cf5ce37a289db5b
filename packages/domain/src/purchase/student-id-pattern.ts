/**
 * The site's `student_id_pattern` (docs/product/purchase.md#order-form): a regular expression a
 * student ID must match when the payment is Student ID.
 *
 * - The whole ID must match, as if the pattern were written between ^ and $ (a pattern already
 *   anchored means the same): '\d{7}' takes '1234567' and refuses '12345678'.
 * - The pattern is read as a plain JavaScript regular expression, without flags.
 * - An empty pattern checks nothing. So does a pattern that is not a valid regular expression: a
 *   mistyped setting must not turn away every Student ID purchase of the site. The settings screen
 *   uses `isValidStudentIdPattern` to refuse such a pattern when it is saved.
 */

/** The pattern compiled to match a whole ID, or null when it is empty or not a regular expression. */
function compiled(pattern: string): RegExp | null {
  if (pattern.trim() === '') return null;
  try {
    // Compiled alone first: a pattern that only compiles once wrapped ('a)|(b') is not one.
    new RegExp(pattern.trim());
    return new RegExp(`^(?:${pattern.trim()})$`);
  } catch {
    return null;
  }
}

/** Can `pattern` be used as a student ID pattern? Empty counts as valid: it is "no pattern". */
export const isValidStudentIdPattern = (pattern: string): boolean => pattern.trim() === '' || compiled(pattern) !== null;

/** Does the (trimmed) student ID match the site's pattern? True when the pattern is empty or invalid. */
export function matchesStudentIdPattern(studentId: string, pattern: string): boolean {
  const regex = compiled(pattern);
  return regex === null || regex.test(studentId.trim());
}
