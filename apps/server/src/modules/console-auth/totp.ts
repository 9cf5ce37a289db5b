import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const ISSUER = 'Commons';

const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new secret of 160 random bits, base32 (what apps are given to type in by hand). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries for `secret`, labelled with the account's e-mail. */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/**
 * The time step of `code` if it is `secret`'s code now or one step either side (a phone's clock
 * a little off), and later than `lastStep` (a code works once); null otherwise.
 */
export function acceptedStep(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code `secret` gives at `at` (the demo data's instructions, and tests). */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
