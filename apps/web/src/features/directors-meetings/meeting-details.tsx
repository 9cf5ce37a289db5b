import type { Meeting } from '@commons/contract';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { clockTimeIn, longDateIn, shortDateIn } from '../../ui/dates.ts';

/** One meeting: its date in long form, then 'M/D/YY h:mma' and the place, then its sanitised notes. */
export function MeetingDetails({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  const start = new Date(meeting.start);
  return (
    <article className="meeting" aria-label={`${meeting.location}, ${longDateIn(start, timeZone)}`}>
      <h2 className="meeting__title">{longDateIn(start, timeZone)}</h2>
      <p className="meeting__when">
        <time dateTime={meeting.start}>
          {shortDateIn(start, timeZone)} {clockTimeIn(start, timeZone)}
        </time>{' '}
        at {meeting.location}
      </p>
      <SafeHtml html={meeting.body} topHeading={3} className="meeting__body" />
    </article>
  );
}
