import { Link } from 'react-router';
import { NO_UPCOMING_EVENTS_TEXT, upcomingEventLinks } from '@commons/domain';
import { shortDateIn } from '../../ui/dates.ts';

export interface UpcomingEvent {
  id: number;
  title: string;
  start: string;
}

/** M/D/YY in the site's time zone; the ISO text as given if it cannot be read. */
function eventDate(start: string, timeZone: string): string {
  const date = new Date(start);
  return Number.isNaN(date.getTime()) ? start : shortDateIn(date, timeZone);
}

/** The footer's next event with a link to all upcoming events, or the "check back" line. */
export function FooterEvent({ siteSlug, event, eventSlug, timeZone }: { siteSlug: string; event: UpcomingEvent | null; eventSlug: string | null; timeZone: string }) {
  const links = upcomingEventLinks(siteSlug, event, eventSlug);
  if (!links || !event) return <p>{NO_UPCOMING_EVENTS_TEXT}</p>;
  return (
    <ul className="site-footer__list">
      <li>
        <Link to={links.event.href}>{links.event.title}</Link> <time dateTime={event.start}>{eventDate(event.start, timeZone)}</time>
      </li>
      {links.allEvents ? (
        <li>
          <Link to={links.allEvents.href}>All upcoming events</Link>
        </li>
      ) : null}
    </ul>
  );
}
