import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buildPath, endpoints } from '@commons/contract/endpoints';
import { ApiError } from '../../api/api-error.ts';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { eventQueries } from './queries.ts';
import { eventWhen } from './event-dates.ts';
import { eventPlace } from './event-place.ts';
import { EVENTS_FAILED_TEXT, LOADING_EVENTS_TEXT } from './event-texts.ts';
import { specialSectionSlug } from './special-section-slug.ts';
import './events.css';

const NOT_FOUND_TEXT = 'We could not find that event.';

const idOf = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/** `/{site}/event/{eventId}`: one event, fetched by id, opened at the top of the page. */
export function EventDetailPage() {
  const site = useSite();
  const eventId = idOf(useParams().eventId);
  const query = useQuery({ ...eventQueries.one(site.id, eventId), enabled: eventId > 0 });
  const eventSlug = specialSectionSlug(site.section_list, 'events');
  const timeZone = site.address.time_zone;

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [eventId]);

  const event = query.data?.event;
  const isMissing = eventId === 0 || (query.error instanceof ApiError && query.error.status === 404);
  const backLink = eventSlug ? (
    <Link className="event-detail__back" to={`${paths.section(site.slug, eventSlug)}/`}>
      Back to all events
    </Link>
  ) : null;

  if (!event) {
    return (
      <div className="section-page container event-detail">
        <PageHead title={`Event | ${site.name}`} description={`An event at ${site.name} Dining.`} />
        {backLink}
        <h1 className="section-title" tabIndex={-1}>
          Event
        </h1>
        {isMissing ? <p role="alert">{NOT_FOUND_TEXT}</p> : null}
        {!isMissing && query.isPending ? <LoadingState label={LOADING_EVENTS_TEXT} /> : null}
        {!isMissing && query.isError ? <ErrorState message={EVENTS_FAILED_TEXT} onRetry={() => void query.refetch()} /> : null}
      </div>
    );
  }

  const when = eventWhen(event.start, event.end, timeZone);
  const place = eventPlace(event);
  return (
    <div className="section-page container event-detail">
      <PageHead title={`Event: ${event.title} | ${site.name}`} description={event.brief ?? `${event.title} at ${site.name} Dining.`} />
      {backLink}
      <article className="event-detail__article" aria-labelledby="event-title">
        <h1 id="event-title" className="section-title" tabIndex={-1}>
          {event.title}
        </h1>
        <div className="event-detail__layout">
          {event.picture ? (
            <img className="event-detail__image" src={paths.file('images', event.picture.file_name)} alt={event.title} width={640} height={400} />
          ) : null}
          <div className="event-detail__facts">
            <dl className="event-detail__list">
              <div>
                <dt>Date</dt>
                <dd>
                  <time dateTime={event.start}>{when.date}</time>
                </dd>
              </div>
              <div>
                <dt>Time</dt>
                <dd>{when.time}</dd>
              </div>
              {place ? (
                <div>
                  <dt>Location</dt>
                  <dd>{place}</dd>
                </div>
              ) : null}
            </dl>
            <a className="button event-detail__calendar" href={buildPath(endpoints.getEventIcs.path, { site: site.slug, id: event.id })} download>
              Add to calendar
            </a>
          </div>
        </div>
        {event.brief ? <p className="event-detail__brief">{event.brief}</p> : null}
        {event.description ? <SafeHtml className="event-detail__description" html={event.description} /> : null}
      </article>
    </div>
  );
}
