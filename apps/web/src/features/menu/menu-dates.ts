import { addDays, localDateTime } from '@commons/domain';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const longForm = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-23' → 'Monday, November 23, 2026' (docs/product/site.md#formats long form with weekday). */
export const longDateOf = (date: string): string => longForm.format(utc(date));

/** Today's date at the site. */
export const todayAt = (timeZone: string, now: Date = new Date()): string => localDateTime(now, timeZone).date;

export const dayBefore = (date: string): string => addDays(date, -1);
export const dayAfter = (date: string): string => addDays(date, 1);
