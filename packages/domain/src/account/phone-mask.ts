/**
 * The phone mask of the sign-up and profile forms (docs/product/accounts.md#field-rules): (999) 999 - 9999. Applied as the
 * visitor types: the digits typed so far fill the mask from the left, and anything else typed is
 * kept as it is, so the field's rule can name what is wrong ('A phone number must only contain
 * numbers') instead of the mask silently dropping it.
 */
export function maskPhone(value: string): string {
  const digitsAndMask = /^[\d()\s-]*$/;
  if (!digitsAndMask.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 10) return digits.length > 10 ? digits : '';
  // No separator trails the last digit, so Backspace always removes a digit.
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`;
}
