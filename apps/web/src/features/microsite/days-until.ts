const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of `now` in a time zone. */
export function localIsoDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const utcDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/**
 * Days left until an opening date, counting today and the date itself (docs/product/site.md#microsite), judged in the site's zone; never below zero. Null for a malformed date.
 */
export function daysUntil(dateIso: string, now: Date, timeZone: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(dateIso)) return null;
  const days = Math.round((utcDay(dateIso.slice(0, 10)) - utcDay(localIsoDate(now, timeZone))) / DAY_MS) + 1;
  return Math.max(0, days);
}

export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
