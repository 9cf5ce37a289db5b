import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Lowercase letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols, 10 of them ≈ 50 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new codes, printed as `abcde-23456`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** What is kept of a code: the SHA-256 of its letters and digits (the contract drops case, dashes and spaces). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[\s-]/g, '').toLowerCase())
    .digest('base64url');
