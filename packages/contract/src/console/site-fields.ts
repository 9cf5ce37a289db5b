import { z } from 'zod';
import { AA_NORMAL_TEXT, ACCOUNT_MESSAGES, emailProblem, isIanaTimeZone, isLocalDateTime, parseHexColor, phoneDigits, phoneProblem, withHttps } from '@commons/domain';
import { isReservedSlug } from '../page-routes.ts';
import { isStorableText, singleLineText, storableText } from '../primitives.ts';

/**
 * The fields of the console's site forms (docs/product/console.md#site-settings): each a schema the
 * console's form and the server's check share, with the words a person sees when it is refused.
 */
export const SITE_FIELD_MESSAGES = {
  slugFormat: 'Use lowercase letters, digits and dashes, starting with a letter or digit.',
  slugLength: 'A slug is at most 60 characters.',
  slugReserved: 'This word is kept for the platform’s own pages: choose another slug.',
  slugTaken: 'Another site already has this slug.',
  timeZone: 'Choose a time zone from the list (an IANA name such as America/New_York).',
  webAddress: 'Enter a web address starting with https:// (or just www.example.edu).',
  httpsOnly: 'Use an https:// address.',
  sitePathOrHttps: 'Enter an https:// address, or a path on this site starting with /.',
  hexColor: 'Enter a colour as # and six hex digits, such as #1f4e79.',
  handle: 'Enter the handle only (letters, digits, . _ and -), not a link.',
  videoId: 'Enter the video’s id, not its link.',
  required: 'This field is required.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  localDateTime: 'Enter a date and time such as 2026-12-01T08:00.',
  version: 'Reload the page: this form does not say which version it changes.',
} as const;
const M = SITE_FIELD_MESSAGES;

/** The version of a row as the form read it: a save over a newer one is refused (docs/product/console.md#saving). */
export const rowVersion = z.number({ error: M.version }).int(M.version).min(1, M.version).max(2_147_483_647, M.version);

/** One line of text, trimmed, required, at most `max` characters. */
export const lineOf = (max: number, required: string = M.required) =>
  singleLineText((issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text.'))
    .trim()
    .min(1, required)
    .max(max, M.tooLong(max));

/** One line of text or nothing: empty text is stored as null. */
export const optionalLineOf = (max: number) =>
  singleLineText()
    .trim()
    .max(max, M.tooLong(max))
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** Text of several lines or nothing (NULs and broken Unicode refused); empty text is stored as null. */
export const optionalTextOf = (max: number) =>
  storableText()
    .max(max, M.tooLong(max))
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value));

/** A site's slug: its address (`/{slug}`). Lowercase letters, digits and dashes; not a word the platform keeps for itself. */
export const siteSlug = z
  .string({ error: M.slugFormat })
  .trim()
  .min(1, M.slugFormat)
  .max(60, M.slugLength)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, M.slugFormat)
  .refine((slug) => !isReservedSlug(slug), M.slugReserved);

/** An IANA time zone of a place: the site's clock. */
export const timeZone = z.string({ error: M.timeZone }).trim().max(64, M.timeZone).refine(isIanaTimeZone, M.timeZone);

/** Does `url` parse as an https address of a named host, with no user name or password in it? */
function isHttpsAddress(url: string): boolean {
  if (!isStorableText(url) || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.') && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** `value` as an https web address: as given, or with https:// added to a bare address ('www.school.edu/dining'); null when it is none. */
function toWebAddress(value: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return isHttpsAddress(value) ? value : null;
  const widened = withHttps(value);
  return isHttpsAddress(widened) ? widened : null;
}

/** A web address a visitor follows, or nothing (empty text is nothing): https, or a bare address that gets https:// added. */
export const optionalWebAddress = z
  .string({ error: M.webAddress })
  .trim()
  .max(500, M.tooLong(500))
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const address = toWebAddress(value);
    if (address === null) ctx.addIssue({ code: 'custom', message: /^http:\/\//i.test(value) ? M.httpsOnly : M.webAddress });
    return address ?? z.NEVER;
  });

/** A web address a visitor follows (required). */
export const webAddress = optionalWebAddress.transform((value, ctx) => {
  if (value === null) ctx.addIssue({ code: 'custom', message: M.webAddress });
  return value ?? z.NEVER;
});

/** An e-mail address or nothing (empty text is nothing). */
export const optionalEmail = z
  .string({ error: ACCOUNT_MESSAGES.emailInvalid })
  .trim()
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return problem ? z.NEVER : value;
  });

/** A phone number of 10 digits, typed with or without the mask (999) 999 - 9999, or nothing. */
export const optionalPhone = z
  .string({ error: ACCOUNT_MESSAGES.phoneInvalid })
  .trim()
  .max(30, ACCOUNT_MESSAGES.phoneInvalid)
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return problem ? z.NEVER : phoneDigits(value);
  });

/** An address the browser loads code from, written out in full with https://, or nothing. */
export const optionalHttpsAddress = z
  .string({ error: M.httpsOnly })
  .trim()
  .max(500, M.tooLong(500))
  .refine((value) => value === '' || isHttpsAddress(value), M.httpsOnly)
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** Is `value` a path of the site's own pages ('/northfield/menus'), not an address elsewhere ('//host')? */
const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value) && isStorableText(value);

/** A link to the site's own pages ('/northfield/menus') or an https address, or nothing. */
export const optionalLinkTarget = z
  .string({ error: M.sitePathOrHttps })
  .trim()
  .max(500, M.tooLong(500))
  .refine((value) => value === '' || isSitePath(value) || isHttpsAddress(value), M.sitePathOrHttps)
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** '#1f4e79' (three digits are widened: '#abc' is '#aabbcc'); kept in lowercase. */
export const hexColor = z
  .string({ error: M.hexColor })
  .trim()
  .max(7, M.hexColor)
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, M.hexColor)
  .transform((value) => `#${(parseHexColor(value) ?? [0, 0, 0]).map((part) => part.toString(16).padStart(2, '0')).join('')}`);

/** The contrast refusal: the pair's ratio, written down (never up, so 4.49 does not read as 4.5). */
export function contrastMessage(ratio: number): string {
  return `The text colour on the brand colour has a contrast ratio of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1; WCAG AA needs at least ${AA_NORMAL_TEXT}:1.`;
}

/** A social network handle as typed: a leading @ and spaces are dropped; empty is no handle. */
export const socialHandle = z
  .string({ error: M.handle })
  .max(120, M.handle)
  .nullable()
  .transform((value, ctx) => {
    const handle = value?.trim().replace(/^@+/, '') ?? '';
    if (handle === '') return null;
    if (!/^[A-Za-z0-9._-][A-Za-z0-9._@-]{0,99}$/.test(handle)) {
      ctx.addIssue({ code: 'custom', message: M.handle });
      return z.NEVER;
    }
    return handle;
  });

/** A video's id on YouTube or Vimeo (letters, digits, - and _), or nothing. */
export const videoId = z
  .string({ error: M.videoId })
  .trim()
  .max(40, M.videoId)
  .regex(/^[A-Za-z0-9_-]*$/, M.videoId)
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** A wall-clock date and time of the site, '2026-12-01T08:00'. */
export const localDateTime = z.string({ error: M.localDateTime }).trim().max(16, M.localDateTime).refine(isLocalDateTime, M.localDateTime);
