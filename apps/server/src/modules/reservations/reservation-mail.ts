import { formatReservationDate, formatSlotTime, localDateTime, zoneOffsetMinutes } from '@commons/domain';
import { renderHtml, renderText, type MailContent, type OutgoingMail } from '../../platform/mail/index.ts';
import { brandOf } from '../password-reset/reset-mail.ts';
import type { SiteRow } from '../sites/sites.repo.ts';
import type { ListedReservation } from './reservations.repo.ts';
import { reservationIcs } from './reservation-ics.ts';

const MINUTE_MS = 60_000;
const HALF_DAY_MS = 12 * 60 * MINUTE_MS;

/** The e-mailed link that cancels a reservation without logging in (the card prints it too). */
export const cancelLink = (publicBaseUrl: string, site: Pick<SiteRow, 'slug'>, customerPublicId: string, reservationPublicId: string) =>
  `${publicBaseUrl.replace(/\/+$/, '')}/${site.slug}/cancel-reservation/${customerPublicId}/${reservationPublicId}`;

/**
 * The instant the wall-clock `minute` of `date` happens in `timeZone`, read as PostgreSQL reads
 * it (the reminder job's `at time zone`), so the calendar file and the reminder agree: at a
 * fall-back repeat the second one (standard time); in a spring-forward gap, on by the gap
 * (2:30 AM → 3:30 AM).
 */
export function slotInstant(date: string, minute: number, timeZone: string): Date {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day) + minute * MINUTE_MS;
  const before = asUtc - zoneOffsetMinutes(new Date(asUtc - HALF_DAY_MS), timeZone) * MINUTE_MS;
  const after = asUtc - zoneOffsetMinutes(new Date(asUtc + HALF_DAY_MS), timeZone) * MINUTE_MS;
  const matches = [before, after].filter((at) => {
    const local = localDateTime(new Date(at), timeZone);
    return local.date === date && local.minute === minute;
  });
  return new Date(matches.length > 0 ? Math.max(...matches) : before);
}

export type MailKind = 'confirmation' | 'cancellation' | 'reminder';

export interface ReservationMailInput {
  kind: MailKind;
  site: SiteRow;
  reservation: ListedReservation;
  /** The location's slot length in minutes: the calendar event's duration. */
  intervalMinutes: number;
  customerPublicId: string;
  publicBaseUrl: string;
  now: Date;
}

const guestsText = (friends: number) => (friends === 0 ? 'Just me' : `+${friends}`);

/** The subject of each message: what happened, where and when. */
export function reservationSubject(kind: MailKind, r: Pick<ListedReservation, 'location_name' | 'date' | 'hour' | 'minute'>): string {
  const when = `${r.location_name} on ${formatReservationDate(r.date)} at ${formatSlotTime(r.hour * 60 + r.minute)}`;
  if (kind === 'cancellation') return 'Your reservation has been cancelled';
  if (kind === 'reminder') return `Reminder: your reservation at ${when}`;
  return `Your reservation at ${when}`;
}

/**
 * A reservation's message to its customer, HTML and text from one set of words (every value
 * escaped by the layout): the details, the cancellation link while it is booked and, with the
 * confirmation, the visit as an .ics file to add to a calendar (with the notice, the same event
 * cancelled, so a calendar that took it can drop it).
 */
export function reservationMail(input: ReservationMailInput): OutgoingMail {
  const { site, reservation: r, kind } = input;
  const link = cancelLink(input.publicBaseUrl, site, input.customerPublicId, r.public_id);
  const when = `${formatReservationDate(r.date)} at ${formatSlotTime(r.hour * 60 + r.minute)}`;
  const details = [
    `Location: ${r.location_name}`,
    `Date: ${formatReservationDate(r.date)}`,
    `Time: ${formatSlotTime(r.hour * 60 + r.minute)}`,
    `Guests: ${guestsText(r.friends)}`,
    `Name: ${r.first_name} ${r.last_name}`,
    ...(r.notes.trim() ? [`Notes: ${r.notes}`] : []),
  ];
  const opening = {
    confirmation: `Your reservation at ${r.location_name} on ${when} is booked.`,
    reminder: `A reminder: your reservation at ${r.location_name} is today at ${formatSlotTime(r.hour * 60 + r.minute)}.`,
    cancellation: `Your reservation at ${r.location_name} on ${when} has been cancelled.`,
  }[kind];
  const content: MailContent = {
    subject: reservationSubject(kind, r),
    paragraphs: [opening, ...details],
    ...(kind === 'cancellation' ? {} : { action: { label: 'Cancel this reservation', url: link } }),
    footnote: kind === 'cancellation' ? 'You can make a new reservation on our website at any time.' : `Can't make it? Cancel with the link above so someone else can have your seat.`,
  };
  const brand = brandOf(site, input.publicBaseUrl);
  const mail: OutgoingMail = { siteId: site.id, to: r.email, subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
  if (kind === 'reminder') return mail;
  const cancelled = kind === 'cancellation';
  const ics = reservationIcs({
    publicId: r.public_id,
    start: slotInstant(r.date, r.hour * 60 + r.minute, site.time_zone),
    minutes: input.intervalMinutes,
    timeZone: site.time_zone,
    summary: `Reservation at ${r.location_name}`,
    location: r.location_name,
    description: cancelled ? details.join('\n') : `${details.join('\n')}\n\nTo cancel: ${link}`,
    now: input.now,
    cancelled,
  });
  const contentType = `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`;
  return { ...mail, attachments: [{ filename: 'reservation.ics', contentType, contentBase64: Buffer.from(ics, 'utf8').toString('base64') }] };
}
