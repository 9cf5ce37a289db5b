/**
 * value_numeric of a nutrient: the number a plain value such as "12", "0.5" or "1,250" states;
 * null for values that state no single number ("<1", "trace", "").
 */
const PLAIN_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

export function nutrientNumber(value: string): number | null {
  const text = value.trim();
  if (!PLAIN_NUMBER.test(text)) return null;
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}
