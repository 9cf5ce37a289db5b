/** Dates and times as the sites show them (docs/product/site.md#formats), on the wall calendar of a site's time zone. */
const zoned = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: Date): Record<string, number> {
  let format = zoned.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    zoned.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

const mdyy = (year: number, month: number, day: number) => `${month}/${day}/${String(year % 100).padStart(2, '0')}`;

/** 'YYYY-MM-DD' → 'M/D/YY' (docs/product/site.md#formats): '2026-03-04' → '3/4/26'; other text is returned as given. */
export function shortDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return mdyy(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An instant as 'M/D/YY' on the wall calendar of `timeZone`. */
export function shortDateIn(at: Date, timeZone: string): string {
  const p = partsIn(timeZone, at);
  return mdyy(p.year ?? 0, p.month ?? 0, p.day ?? 0);
}

/** The wall clock of `parts` on a 12-hour dial: 'h:mm' and whether it is before noon. */
function twelveHour(parts: Record<string, number>): { hm: string; am: boolean } {
  const hour = (parts.hour ?? 0) % 24;
  return { hm: `${hour % 12 === 0 ? 12 : hour % 12}:${String(parts.minute ?? 0).padStart(2, '0')}`, am: hour < 12 };
}

/** An instant as 'h:mma' with an a/p suffix in `timeZone` (docs/product/site.md#formats): noon is '12:00p', midnight '12:00a'. */
export function clockTimeIn(at: Date, timeZone: string): string {
  const { hm, am } = twelveHour(partsIn(timeZone, at));
  return `${hm}${am ? 'a' : 'p'}`;
}

/** An instant as 'M/D/YY h:mm a' in `timeZone` (docs/product/site.md#static-pages): '1/15/26 9:30 am'. */
export function shortDateTimeIn(at: Date, timeZone: string): string {
  const p = partsIn(timeZone, at);
  const { hm, am } = twelveHour(p);
  return `${mdyy(p.year ?? 0, p.month ?? 0, p.day ?? 0)} ${hm} ${am ? 'am' : 'pm'}`;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/** An instant as 'Sunday, December 6, 2026' in `timeZone` (docs/product/site.md#formats, the long form with the weekday). */
export function longDateIn(at: Date, timeZone: string): string {
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    longDates.set(timeZone, format);
  }
  return format.format(at);
}
