import { localDateTime } from '@commons/domain';
import { escapeText, icsDocument, localDateTimeValue, utcDateTimeValue } from '../locations/ics-text.ts';
import { vtimezoneLines } from '../locations/vtimezone.ts';
import { placeOf } from './event-answers.ts';
import type { EventRow } from './events.repo.ts';
import { htmlToPlainText } from './html-to-text.ts';

const DAY_MS = 86_400_000;

export interface EventsCalendarInput {
  site: { slug: string; name: string; time_zone: string };
  events: readonly EventRow[];
  /** Origin of the public web site, for each event's URL. */
  baseUrl: string;
  now: Date;
}

/** The UID of an event: the same in every file and feed, so calendars update it in place. */
export const eventUid = (siteSlug: string, eventId: number) => `event-${eventId}@${siteSlug.toLowerCase()}.commons`;

/** An instant as a local DATE-TIME in `timeZone`: '20260310T110000'. */
function localValue(at: Date, timeZone: string): string {
  const local = localDateTime(at, timeZone);
  return localDateTimeValue(local.date, local.minute);
}

function eventLines(row: EventRow, input: EventsCalendarInput, stamp: string): string[] {
  const { site } = input;
  const zone = site.time_zone;
  const place = placeOf(row);
  const details = row.description ? htmlToPlainText(row.description) : '';
  const description = details || row.brief?.trim() || '';
  const url = `${input.baseUrl.replace(/\/+$/, '')}/${site.slug}/event/${row.id}`;
  return [
    'BEGIN:VEVENT',
    `UID:${eventUid(site.slug, row.id)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${zone}:${localValue(row.start, zone)}`,
    `DTEND;TZID=${zone}:${localValue(row.end, zone)}`,
    `SUMMARY:${escapeText(row.title)}`,
    ...(place ? [`LOCATION:${escapeText(place)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/**
 * Events as an RFC 5545 calendar (one file to add, or the site's feed): times in the site's zone
 * (DTSTART/DTEND with TZID and a VTIMEZONE covering every event), plain-text descriptions, a
 * stable UID per event and a link back to the event's page.
 */
export function eventsCalendar(input: EventsCalendarInput): string {
  const { site, events, now } = input;
  const stamp = utcDateTimeValue(now);
  const from = Math.min(now.getTime(), ...events.map((e) => e.start.getTime())) - DAY_MS;
  const to = Math.max(now.getTime(), ...events.map((e) => e.end.getTime())) + DAY_MS;
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Commons//Campus Dining Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${site.name} Events`)}`,
    `X-WR-TIMEZONE:${site.time_zone}`,
    ...vtimezoneLines(site.time_zone, from, to),
    ...events.flatMap((row) => eventLines(row, input, stamp)),
    'END:VCALENDAR',
  ]);
}
