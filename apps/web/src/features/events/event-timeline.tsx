import type { UseQueryResult } from '@tanstack/react-query';
import type { SiteEvent } from '@commons/contract';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { EventCard } from './event-card.tsx';
import { EVENTS_FAILED_TEXT, LOADING_EVENTS_TEXT } from './event-texts.ts';

interface EventTimelineProps {
  query: UseQueryResult<{ events: SiteEvent[] }>;
  siteSlug: string;
  timeZone: string;
  /** What an empty list says. */
  emptyText: string;
}

/** Events as a timeline of cards, with the loading, failure and empty states of docs/product/site.md#events, #errors. */
export function EventTimeline({ query, siteSlug, timeZone, emptyText }: EventTimelineProps) {
  if (query.isPending) return <LoadingState label={LOADING_EVENTS_TEXT} />;
  if (query.isError) return <ErrorState message={EVENTS_FAILED_TEXT} onRetry={() => void query.refetch()} />;
  const { events } = query.data;
  if (events.length === 0) return <p className="events-empty">{emptyText}</p>;
  return (
    <ol className="event-timeline">
      {events.map((event) => (
        <EventCard key={event.id} event={event} siteSlug={siteSlug} timeZone={timeZone} />
      ))}
    </ol>
  );
}
