import { z } from 'zod';
import { STAFF_ROLES } from '@commons/domain';
import { email, loginPassword } from '../customers.ts';
import { get, post } from '../route.ts';
import { consoleCall } from './console-route.ts';
import { CONSOLE_MESSAGES as M } from './messages.ts';

const tag = 'console: sessions';

/** A code from an authenticator app: six digits (spaces between them are dropped). */
export const totpCode = z
  .string({ error: M.codeFormat })
  .max(20, M.codeFormat)
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => /^\d{6}$/.test(value), M.codeFormat);

/** A recovery code as printed (`abcde-12345`); case, spaces and dashes aside. */
export const recoveryCode = z
  .string({ error: M.recoveryCodeFormat })
  .max(40, M.recoveryCodeFormat)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .refine((value) => /^[a-z0-9]{10}$/.test(value), M.recoveryCodeFormat);

export const consoleLoginBody = z
  .object({
    email,
    password: loginPassword,
    /** Asked for when the account has a second factor: a code from the app, or a recovery code. */
    totp: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .strict()
  .refine((body) => body.totp === undefined || body.recovery_code === undefined, { path: ['totp'], message: M.oneCodeOnly });
export type ConsoleLoginBody = z.infer<typeof consoleLoginBody>;

export const staffGrant = z.object({
  id: z.number().int(),
  role: z.enum(STAFF_ROLES),
  site_id: z.number().int().nullable(),
  location_ids: z.array(z.number().int()).nullable(),
  health_data: z.boolean(),
});
export type StaffGrantAnswer = z.infer<typeof staffGrant>;

/** A site the person may open in the console (the site switcher's list). */
export const consoleSite = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: z.enum(['published', 'unpublished', 'pre_launch']) });
export type ConsoleSite = z.infer<typeof consoleSite>;

export const consoleSession = z.object({
  staff: z.object({ id: z.number().int(), email: z.string(), name: z.string(), has_second_factor: z.boolean(), recovery_codes_left: z.number().int() }),
  /** `enrolment`: the account must set up a second factor; until it does, only the enrolment calls and logout answer. */
  stage: z.enum(['full', 'enrolment']),
  grants: z.array(staffGrant),
  sites: z.array(consoleSite),
  /** When the session ends unless used again (30 minutes idle), and at the latest (12 hours after login). ISO 8601. */
  idle_expires_at: z.string(),
  expires_at: z.string(),
});
export type ConsoleSession = z.infer<typeof consoleSession>;

export const postConsoleLogin = consoleCall(
  post(
    '/v1/console/login',
    {
      summary:
        'Staff login: e-mail and password, and `totp` or `recovery_code` when the account has a second factor. Without a needed code it is a 401 with a field error on `totp` and grants nothing; a wrong address, password or code is a 401 whose message names no account. Sets the console session cookie (HttpOnly, SameSite=Strict, path /v1/console; 30 minutes idle, 12 hours at most). An account that must have a second factor and has none gets a session in stage `enrolment`. Limited per address and per account (429); an account past its limit still logs in from an address it logged in from within 30 days. Refused cross-site.',
      tag,
      body: consoleLoginBody,
    },
    consoleSession,
  ),
  'anyone',
);

export const postConsoleLogout = consoleCall(
  post('/v1/console/logout', { summary: "Ends this browser's console session and clears its cookie. Refused cross-site.", tag, body: z.object({}).strict() }, z.object({ msg: z.string() })),
  'enrolling',
);

export const getConsoleSession = consoleCall(
  get('/v1/console/session', { summary: "The signed-in staff member, their grants and the sites they may open; a 401 without a session. Renews the session's idle time.", tag }, consoleSession),
  'enrolling',
);

export const postSecondFactorSetup = consoleCall(
  post(
    '/v1/console/second-factor/setup',
    {
      summary:
        'Begins setting up an authenticator app: a new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) and its otpauth URI for the QR code. Nothing changes until the code is confirmed; a new setup replaces one under way.',
      tag,
      body: z.object({}).strict(),
    },
    z.object({ secret: z.string(), otpauth_uri: z.string() }),
  ),
  'enrolling',
);

export const postSecondFactorConfirm = consoleCall(
  post(
    '/v1/console/second-factor/confirm',
    {
      summary:
        'Confirms the setup with a code from the app: the account now logs in with a second factor, any earlier one is replaced, and ten new single-use recovery codes are answered (shown this once, kept only as hashes). A session in stage `enrolment` becomes whole.',
      tag,
      body: z.object({ totp: totpCode }).strict(),
    },
    z.object({ session: consoleSession, recovery_codes: z.array(z.string()) }),
  ),
  'enrolling',
);

export const postNewRecoveryCodes = consoleCall(
  post(
    '/v1/console/second-factor/recovery-codes',
    { summary: 'Ten new recovery codes in place of the old ones (which stop working), for an account with a second factor.', tag, body: z.object({}).strict() },
    z.object({ recovery_codes: z.array(z.string()) }),
  ),
  'signed_in',
);
