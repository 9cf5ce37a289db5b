import { useQuery } from '@tanstack/react-query';
import type { Site } from '@commons/contract';
import { useSiteChanges } from '../site-changes/index.ts';
import { liveStatus } from './live-status.ts';
import { whatsOpenQueries } from './queries.ts';
import { StatusBadge } from './status-badge.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import './whats-open.css';

/**
 * One location's state now, for a page's header (the menu page): open or closed in words, its
 * staff's closure message or its hours' message, and how busy it is. Follows the site's changes; says
 * nothing while it loads or when the location is not listed.
 */
export function LocationNow({ site, locationId }: { site: Site; locationId: number }) {
  const query = useQuery(whatsOpenQueries.status(site.id));
  useSiteChanges(site.slug);
  const now = useMinuteClock();
  const location = query.data?.location_schedules.find((l) => l.id === locationId);
  if (!query.data || !location) return null;
  const status = liveStatus(location, now, query.data.time_zone);
  return (
    <p className="location-now">
      <span className="visually-hidden">Now: </span>
      <StatusBadge status={status} />
      <span className="status-list__message">{status.message}</span>
      {status.label === 'open' && location.busy_words ? <span className="status-list__busy">{location.busy_words}</span> : null}
    </p>
  );
}
