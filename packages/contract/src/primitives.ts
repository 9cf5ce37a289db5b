import { z } from 'zod';
import { isValidIsoDate } from '@commons/domain';

/** Shared field schemas used by several API areas. */
export const slug = z
  .string({ error: 'Slug is required.' })
  .trim()
  .min(1, 'Slug is required.')
  .max(100, 'Slug must be at most 100 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Slug may contain only letters, digits, - and _.');

export const id = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive number.')
  .max(2_147_483_647, 'Too large.');

export const siteId = id;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');

/** "true"/"false"/"1"/"0" in a query string. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');

export const fileRef = z.object({ file_name: z.string() }).nullable();

/** A real calendar date 'YYYY-MM-DD' ('2026-02-30' and '2026-13-45' are refused). */
export const calendarDate = z
  .string({ error: 'Use the date format YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine(isValidIsoDate, 'Not a real date.');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Milliseconds of 9999-12-31T23:59:59.999Z: the last instant accepted. */
const MAX_EPOCH_MS = 253_402_300_799_999;

/** An instant in a query string: ISO 8601 with a zone ('2026-03-08T07:00:00Z') or epoch milliseconds; answers epoch ms. */
export const timestamp = z
  .string({ error: 'Use an ISO date-time or milliseconds since 1970.' })
  .trim()
  .max(40, 'Too long.')
  .transform((value, ctx) => {
    const ms = /^\d{1,16}$/.test(value) ? Number(value) : ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
    if (!Number.isFinite(ms) || ms < 0 || ms > MAX_EPOCH_MS) {
      ctx.addIssue({ code: 'custom', message: 'Use an ISO date-time or milliseconds since 1970.' });
      return z.NEVER;
    }
    return ms;
  });

/** The calling platform (spec 01 §9: 0 for the web). */
export const platform = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .min(0, 'Must be 0 or more.')
  .max(100, 'Too large.')
  .default(0);
