import { addDays, intervalsOn, MINUTES_PER_DAY, type Schedule } from '@commons/domain';
import { escapeText, icsDocument, localDateTimeValue, utcDateTimeValue } from './ics-text.ts';
import { vtimezoneLines } from './vtimezone.ts';

export interface HoursCalendarInput {
  location: { id: number; name: string; street: string | null; city: string | null; state: string | null };
  schedules: readonly Schedule[];
  timeZone: string;
  /** First date ('YYYY-MM-DD', at the site) and how many days to cover. */
  from: string;
  days: number;
  now: Date;
}

/** Where an event ends: the same date, or the next one for hours past midnight. */
function endOf(date: string, end: number): { date: string; minute: number } {
  return end >= MINUTES_PER_DAY ? { date: addDays(date, 1), minute: end - MINUTES_PER_DAY } : { date, minute: end };
}

/**
 * A location's open hours as an RFC 5545 calendar: one VEVENT per open interval, in the site's
 * zone (DTSTART/DTEND with TZID and a matching VTIMEZONE). Each UID names the location, the date
 * and the opening time, so a calendar that refreshes the feed updates events in place.
 */
export function hoursCalendar(input: HoursCalendarInput): string {
  const { location, timeZone, now } = input;
  const place = [location.street, location.city, location.state].filter((part): part is string => !!part?.trim()).join(', ');
  const stamp = utcDateTimeValue(now);
  const events: string[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i);
    for (const interval of intervalsOn(input.schedules, date)) {
      const start = localDateTimeValue(date, interval.start);
      const end = endOf(date, interval.end);
      events.push(
        'BEGIN:VEVENT',
        `UID:location-${location.id}-${start.replace('T', '-').slice(0, 13)}@commons`,
        `DTSTAMP:${stamp}`,
        `DTSTART;TZID=${timeZone}:${start}`,
        `DTEND;TZID=${timeZone}:${localDateTimeValue(end.date, end.minute)}`,
        `SUMMARY:${escapeText(`${location.name} open`)}`,
        ...(place ? [`LOCATION:${escapeText(place)}`] : []),
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    }
  }
  const windowEnd = now.getTime() + (input.days + 2) * MINUTES_PER_DAY * 60_000;
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Commons//Campus Dining Hours//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${location.name} hours`)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...vtimezoneLines(timeZone, now.getTime() - MINUTES_PER_DAY * 60_000, windowEnd),
    ...events,
    'END:VCALENDAR',
  ]);
}
