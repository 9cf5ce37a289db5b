/** Reading the server's hours strings ('7:00a - 8:00p', spec 01 §9) back into wall-clock minutes. */

const CLOCK = /^(\d{1,2}):(\d{2})([ap])$/;
const MINUTES_PER_DAY = 1440;

/** '8:30p' → 1230; null when the text is not a 12-hour a/p time. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (match[3] === 'p' ? 12 : 0)) * 60 + minute;
}

/** '8:00p - 2:00a' → { start: 1200, end: 1560 }: an end at or before the start is on the next day. */
export function parseHoursRange(text: string): { start: number; end: number } | null {
  const [from, to, ...rest] = text.split(' - ');
  if (from === undefined || to === undefined || rest.length > 0) return null;
  const start = parseClock(from);
  const end = parseClock(to);
  if (start === null || end === null) return null;
  return { start, end: end <= start ? end + MINUTES_PER_DAY : end };
}

/** Minute of the day as 24-hour 'HH:MM' (schema.org opens/closes); 1560 → '02:00'. */
export function clock24(minute: number): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
