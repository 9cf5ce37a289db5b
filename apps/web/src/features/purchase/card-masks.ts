/**
 * The expiration mask of the card form (docs/product/purchase.md#card: 99/99, MM/YY), applied as the visitor types:
 * the digits typed so far fill the mask from the left, and the slash comes once a third digit
 * does, so Backspace always removes a digit. Anything else typed is kept, for the rule to name.
 */
export function maskExpiration(value: string): string {
  if (!/^[\d\s/]*$/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length > 4) return digits;
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A card number in groups of four as typed (American Express: 4, 6, 5); anything else typed is kept. */
export function maskCardNumber(value: string): string {
  if (!/^[\d\s-]*$/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length > 19) return digits;
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}
