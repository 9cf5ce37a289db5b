import ical, { ICalCalendarMethod, ICalEventStatus, type ICalTemporalZonedDateTimeStub } from 'ical-generator';
import { zonedParts } from '@commons/domain';
import { vtimezoneLines } from '../locations/vtimezone.ts';

const MINUTE_MS = 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `instant` as a Temporal ZonedDateTime in `timeZone`, as much of one as ical-generator reads: a
 * plain Date would be written in the machine's zone, this is written as the site's wall time.
 */
function zoned(instant: Date, timeZone: string): ICalTemporalZonedDateTimeStub {
  const p = zonedParts(instant, timeZone);
  const fields = { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: 0 };
  const text = `${pad(fields.year, 4)}-${pad(fields.month)}-${pad(fields.day)}T${pad(fields.hour)}:${pad(fields.minute)}:00`;
  const plain = { ...fields, toJSON: () => text, toString: () => text, toPlainDate: () => ({ year: fields.year, month: fields.month, day: fields.day, toJSON: () => text.slice(0, 10), toString: () => text.slice(0, 10) }), toZonedDateTime: () => stub };
  const stub: ICalTemporalZonedDateTimeStub = {
    ...fields,
    timeZoneId: timeZone,
    toInstant: () => ({ epochMilliseconds: instant.getTime(), toJSON: () => instant.toISOString(), toString: () => instant.toISOString(), toZonedDateTimeISO: () => stub }),
    toJSON: () => `${text}[${timeZone}]`,
    toString: () => `${text}[${timeZone}]`,
    toPlainDateTime: () => plain,
    withTimeZone: () => stub,
  };
  return stub;
}

export interface ReservationEvent {
  /** The reservation's public id: the event's UID, the same in every message about it. */
  publicId: string;
  start: Date;
  minutes: number;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  /** The DTSTAMP: when the file was made. */
  now: Date;
  cancelled?: boolean;
}

/** An iCalendar file with the one event of a reservation, in the site's zone with its VTIMEZONE. */
export function reservationIcs(event: ReservationEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * MINUTE_MS);
  const calendar = ical({
    prodId: '//Commons//Reservations//EN',
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (DTSTAMP stays UTC); the generator writes the event's VTIMEZONE.
    timezone: { name: null, generator: (tz) => vtimezoneLines(tz, event.start.getTime(), end.getTime()).join('\r\n') },
  });
  calendar.createEvent({
    id: `${event.publicId}@commons-reservations`,
    sequence: event.cancelled ? 1 : 0,
    stamp: event.now,
    start: zoned(event.start, event.timeZone),
    end: zoned(end, event.timeZone),
    timezone: event.timeZone,
    summary: event.summary,
    location: event.location,
    description: event.description,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
