import { useId } from 'react';
import { Link } from 'react-router';
import type { SiteEvent } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { eventWhen, monthDay } from './event-dates.ts';
import { eventPlace } from './event-place.ts';

interface EventCardProps {
  event: SiteEvent;
  siteSlug: string;
  timeZone: string;
}

/** One event on the timeline: its day on the line, then picture, title, date and time, place, brief and 'Read more'. */
export function EventCard({ event, siteSlug, timeZone }: EventCardProps) {
  const titleId = useId();
  const badge = monthDay(event.start, timeZone);
  const when = eventWhen(event.start, event.end, timeZone);
  const place = eventPlace(event);
  return (
    <li className="event-timeline__item">
      <span className="event-timeline__badge" aria-hidden="true">
        <span className="event-timeline__month">{badge.month}</span>
        <span className="event-timeline__day">{badge.day}</span>
      </span>
      <article className="event-card" aria-labelledby={titleId}>
        {event.picture ? (
          <img className="event-card__image" src={paths.file('images', event.picture.file_name)} alt={event.title} width={480} height={300} loading="lazy" />
        ) : null}
        <div className="event-card__body">
          <h2 id={titleId} className="event-card__title">
            {event.title}
          </h2>
          <p className="event-card__when">
            <time dateTime={event.start}>{when.date}</time>
            <span className="event-card__time">{when.time}</span>
          </p>
          {place ? <p className="event-card__place">{place}</p> : null}
          {event.brief ? <p className="event-card__brief">{event.brief}</p> : null}
          <Link className="event-card__more" to={paths.event(siteSlug, event.id)} aria-describedby={titleId}>
            Read more
          </Link>
        </div>
      </article>
    </li>
  );
}
