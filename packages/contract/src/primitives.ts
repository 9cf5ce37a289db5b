import { z } from 'zod';
import { isValidIsoDate } from '@commons/domain';
import { isReservedSlug } from './page-routes.ts';

/** Shared field schemas used by several API areas. */
export const slug = z
  .string({ error: 'Slug is required.' })
  .trim()
  .min(1, 'Slug is required.')
  .max(100, 'Slug must be at most 100 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Slug may contain only letters, digits, - and _.');

/**
 * The slug of a site being created or renamed: a slug that is none of the words the platform keeps
 * for itself (`console`, `v1`, the app's own pages...).
 */
// Marked pure: a bundle that never creates a site (the public app) leaves it and the reserved list out.
export const newSiteSlug = /* @__PURE__ */ slug.refine((value) => !isReservedSlug(value), 'This slug is reserved for the platform: choose another.');

/** An id in a path or a query string: a number written in decimal, so '0x10', '1e1' or ' 7' name no id. */
export const id = z
  .union([z.number({ error: 'Must be a number.' }), z.string({ error: 'Must be a number.' }).regex(/^-?\d+(?:\.\d+)?$/, 'Must be a number.')], { error: 'Must be a number.' })
  .transform(Number)
  .pipe(z.number({ error: 'Must be a number.' }).int('Must be a whole number.').positive('Must be a positive number.').max(2_147_483_647, 'Too large.'));

export const siteId = id;

/** An id in a JSON body: a whole positive number, never a string or a boolean coerced into one. */
export const bodyId = z
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive number.')
  .max(2_147_483_647, 'Too large.');

/** "true"/"false"/"1"/"0" in a query string. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');

/** NUL: PostgreSQL refuses it in text and in jsonb. */
const NUL = '\u0000';
/** A UTF-16 surrogate without its pair: it has no UTF-8 form, so PostgreSQL cannot hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const UNSTORABLE_TEXT = 'Must not contain NUL characters or broken Unicode (unpaired surrogates).';

/** Can PostgreSQL store `value` as text or inside jsonb? */
export const isStorableText = (value: string): boolean => !value.includes(NUL) && value.search(LONE_SURROGATE) === -1;

/** `value` without NUL characters, each unpaired surrogate replaced by U+FFFD. */
export const toStorableText = (value: string): string => value.replaceAll(NUL, '').replace(LONE_SURROGATE, '\ufffd');

/** The message of a value that is not text: fixed, or chosen from the issue (e.g. "required" when the value is missing). */
export type TextError = NonNullable<z.core.$ZodStringParams['error']>;

/**
 * Text the API stores or hands to the database. Every such field of a request uses this, not a bare
 * `z.string()`: PostgreSQL refuses NUL characters and unpaired UTF-16 surrogates (text with them
 * would fail the statement, a 500). Each field chooses what happens to such text:
 * - `refuse` (the default): a 400 field error, UNSTORABLE_TEXT. For text kept as the caller sent
 *   it, where changing it would store something the caller never said.
 * - `clean`: NULs dropped, unpaired surrogates become U+FFFD. For text that only accompanies the
 *   request, where refusing would lose what the request is for.
 * Chain the field's own length and format checks after it.
 */
export function storableText(mode: 'refuse' | 'clean' = 'refuse', error: TextError = 'Must be text.'): z.ZodString {
  const text = z.string({ error });
  return mode === 'clean' ? text.overwrite(toStorableText) : text.refine(isStorableText, UNSTORABLE_TEXT);
}

/**
 * Characters no single line of text needs: control characters (line breaks, tabs, NUL, DEL and the
 * C1 controls), the Unicode line and paragraph separators, and the bidirectional overrides and
 * isolates that make text read differently from what it holds.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** What a name never needs and markup does. */
const MARKUP = /[<>]/;

export const NOT_ONE_LINE = 'Must be one line of text, without line breaks or control characters.';
export const NAME_CHARACTERS = 'A name must be one line of text, without line breaks, control characters, < or >.';

/** Is `value` one line, free of control characters? */
export const isSingleLineText = (value: string): boolean => !NOT_SINGLE_LINE.test(value);
/** Could `value` be a person's name in a mail's subject or header: one line, no markup characters? */
export const isPersonNameText = (value: string): boolean => isSingleLineText(value) && !MARKUP.test(value);

/**
 * Storable text on one line: text that may reach a mail's header or subject (where a line break
 * would start a header of its own) or a single-line field of a page. Text that is not storable gets
 * UNSTORABLE_TEXT alone. Chain the field's own length and format checks after it.
 */
export function singleLineText(error: TextError = 'Must be text.'): z.ZodString {
  return storableText('refuse', error).refine((value) => !isStorableText(value) || isSingleLineText(value), NOT_ONE_LINE);
}

/**
 * A person's name, in every form that takes one (sign-up, profile, feedback, help follow-up,
 * dietary health, on-the-go, reservations, checkout buyer, student and card holder): one line,
 * without control characters or markup characters, since names go into the team's mail subjects
 * and bodies. Its message (NAME_CHARACTERS) comes before the field's own letters rule.
 */
export function personName(error: TextError = 'Must be text.'): z.ZodString {
  return storableText('refuse', error).refine((value) => !isStorableText(value) || isPersonNameText(value), NAME_CHARACTERS);
}

export const fileRef = z.object({ file_name: z.string() }).nullable();

/**
 * The dates and instants every call takes, one window for all: wider than any dining calendar,
 * narrow enough that a week or a search range around a date stays a date that JavaScript, the
 * domain's 'YYYY-MM-DD' text and PostgreSQL all can write (a week around 0001-01-01 reaches year 0,
 * which PostgreSQL refuses; one around 9999-12-31 reaches year 10000, which is not 'YYYY-MM-DD').
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';
export const DATE_OUT_OF_RANGE = `Use a date between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
const EARLIEST_MS = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_MS = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

/** A real calendar date 'YYYY-MM-DD' ('2026-02-30' and '2026-13-45' are refused) inside the window. */
export const calendarDate = z
  .string({ error: 'Use the date format YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine(isValidIsoDate, 'Not a real date.')
  .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, DATE_OUT_OF_RANGE);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;
const TIMESTAMP_FORMAT = 'Use an ISO date-time or milliseconds since 1970.';

/**
 * An instant in a query string: ISO 8601 with a zone ('2026-03-08T07:00:00Z') or epoch milliseconds,
 * inside the dates' window (so milliseconds from 1970); answers epoch ms.
 */
export const timestamp = z
  .string({ error: TIMESTAMP_FORMAT })
  .trim()
  .max(40, 'Too long.')
  .transform((value, ctx) => {
    const ms = /^\d{1,16}$/.test(value) ? Number(value) : ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: TIMESTAMP_FORMAT });
      return z.NEVER;
    }
    if (ms < EARLIEST_MS || ms > LATEST_MS) {
      ctx.addIssue({ code: 'custom', message: DATE_OUT_OF_RANGE });
      return z.NEVER;
    }
    return ms;
  });

/** The calling platform (docs/product/site.md#formats: 0 for the web). */
export const platform = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .min(0, 'Must be 0 or more.')
  .max(100, 'Too large.')
  .default(0);
