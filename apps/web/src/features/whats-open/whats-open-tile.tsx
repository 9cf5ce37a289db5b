import { useEffect, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { localDateTime } from '@commons/domain';
import { paths } from '../../api/paths.ts';
import { useSiteChanges } from '../site-changes/index.ts';
import { whatsOpenQueries } from './queries.ts';
import { liveStatus } from './live-status.ts';
import { sectionSlugFor } from './section-slug.ts';
import { StatusBadge } from './status-badge.tsx';
import { TileFrame } from './tile-frame.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import './whats-open.css';

/**
 * What's Open? home tile: every location's status, kept current at each minute boundary by the
 * domain's open-state rule (the server is asked again on focus, every 5 min, on a new day, and
 * when staff change the site: a closure or a busy level shows within seconds). A closure reads as
 * its staff's message, a busy level in words.
 */
export function WhatsOpenTile({ site }: { site: Site }) {
  const query = useSuspenseQuery(whatsOpenQueries.status(site.id));
  useSiteChanges(site.slug);
  const [showAll, setShowAll] = useState(site.show_closed_locations);
  const now = useMinuteClock();
  const timeZone = query.data.time_zone;
  const fetchedAt = new Date(query.dataUpdatedAt);
  const isNewDay = localDateTime(now, timeZone).date !== localDateTime(fetchedAt, timeZone).date;
  const { refetch } = query;
  useEffect(() => {
    if (isNewDay) void refetch();
  }, [isNewDay, refetch]);

  const all = query.data.location_schedules;
  if (all.length === 0) return null;
  const rows = all.map((location) => ({ location, status: liveStatus(location, now, timeZone) }));
  const shown = showAll ? rows : rows.filter((r) => r.status.label === 'open');
  const hoursSlug = sectionSlugFor(site.section_list, 'hours-of-operation');

  return (
    <TileFrame title="What's Open?" className="tile--whats-open">
      <button type="button" role="switch" aria-checked={showAll} className="whats-open__switch" onClick={() => setShowAll((v) => !v)}>
        <span className="whats-open__track" aria-hidden="true">
          <span className="whats-open__thumb" />
        </span>
        Show closed locations
      </button>
      {shown.length > 0 ? (
        <ul className="status-list" aria-label={showAll ? 'All locations' : 'Open locations'}>
          {shown.map(({ location, status }) => (
            <li key={location.id} className="status-list__item">
              <span className="status-list__name">{location.name}</span>
              <span className="status-list__status">
                <StatusBadge status={status} />
                <span className="status-list__message">{status.message}</span>
                {status.label === 'open' && location.busy_words ? <span className="status-list__busy">{location.busy_words}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="status-list__empty">No locations are open right now.</p>
      )}
      {hoursSlug ? (
        <Link className="status-list__more" to={paths.section(site.slug, hoursSlug)}>
          All hours
        </Link>
      ) : null}
    </TileFrame>
  );
}
