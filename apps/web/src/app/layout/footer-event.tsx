import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { NO_UPCOMING_EVENTS_TEXT, upcomingEventLinks } from '@commons/domain';
import { siteQueries } from '../../site/site-queries.ts';
import { shortDateIn } from '../../ui/dates.ts';

/** M/D/YY in the site's time zone; the ISO text as given if it cannot be read. */
function eventDate(start: string, timeZone: string): string {
  const date = new Date(start);
  return Number.isNaN(date.getTime()) ? start : shortDateIn(date, timeZone);
}

/**
 * The footer's next event with a link to all upcoming events, or the "check back" line until the
 * site's upcoming events arrive (or if they fail). It asks for them itself, so their arrival
 * re-renders this line only, not the page around it.
 */
export function FooterEvent({ site }: { site: Site }) {
  const { data } = useQuery(siteQueries.upcomingEvents(site.id));
  const event = data?.events[0] ?? null;
  const links = upcomingEventLinks(site.slug, event, data?.event_slug ?? null);
  if (!links || !event) return <p>{NO_UPCOMING_EVENTS_TEXT}</p>;
  return (
    <ul className="site-footer__list">
      <li>
        <Link to={links.event.href}>{links.event.title}</Link> <time dateTime={event.start}>{eventDate(event.start, site.address.time_zone)}</time>
      </li>
      {links.allEvents ? (
        <li>
          <Link to={links.allEvents.href}>All upcoming events</Link>
        </li>
      ) : null}
    </ul>
  );
}
