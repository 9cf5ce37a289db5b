import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { siteQueries } from '../../site/site-queries.ts';
import { monthDay } from './event-dates.ts';
import './upcoming-events.css';

/** How many events the list beside the carousel shows. */
const SHOWN = 5;

/**
 * The upcoming events beside the home carousel (docs/product/site.md#carousel): month and day badges,
 * titles cut to one line that show in full on hover or focus, each linking to the events section
 * (to the event's own page where the site has no events section), and a link to all events.
 * Nothing shows while loading, on failure or without events; the carousel then takes the width.
 * Its name says where it is: the footer has an 'Upcoming Events' region of its own on every page.
 */
export function UpcomingEvents({ site }: { site: Site }) {
  const headingId = useId();
  const { data } = useQuery(siteQueries.upcomingEvents(site.id));
  const events = [...(data?.current_events ?? []), ...(data?.events ?? [])].slice(0, SHOWN);
  if (!data || events.length === 0) return null;
  const timeZone = site.address.time_zone;
  const eventsSection = data.event_slug ? paths.section(site.slug, data.event_slug) : null;
  return (
    <section className="upcoming-events" aria-labelledby={headingId}>
      <h2 id={headingId} className="upcoming-events__title">
        Upcoming Events<span className="visually-hidden"> at {site.name} Dining</span>
      </h2>
      <ul className="upcoming-events__list">
        {events.map((event) => {
          const badge = monthDay(event.start, timeZone);
          return (
            <li key={event.id}>
              <Link className="upcoming-events__link" to={eventsSection ?? paths.event(site.slug, event.id)}>
                <time className="upcoming-events__date" dateTime={event.start}>
                  <span className="upcoming-events__month">{badge.month}</span>
                  <span className="upcoming-events__day">{badge.day}</span>
                </time>
                <span className="upcoming-events__name">{event.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {eventsSection ? (
        <Link className="upcoming-events__all" to={eventsSection}>
          All events
        </Link>
      ) : null}
    </section>
  );
}
