/**
 * The phone mask of the sign-up and profile forms (docs/product/accounts.md#field-rules): (999) 999 - 9999. Applied as the
 * visitor types: the digits typed so far fill the mask from the left, and anything else (a letter,
 * a dot, a plus) is refused, so the field never holds what no phone number has. A pasted number
 * with the country code 1 in front ('+1 617 555 0123') keeps its ten digits.
 */
export function maskPhone(value: string): string {
  const typed = value.replace(/\D/g, '');
  const digits = typed.length === 11 && typed.startsWith('1') ? typed.slice(1) : typed;
  if (digits.length === 0 || digits.length > 10) return digits.length > 10 ? digits : '';
  // No separator trails the last digit, so Backspace always removes a digit.
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`;
}
