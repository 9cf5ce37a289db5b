import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { whatsOpenQueries } from './queries.ts';
import { sectionSlugFor } from './section-slug.ts';
import { TileFrame } from './tile-frame.tsx';
import './whats-open.css';

/**
 * Hours of Operation home tile: today's hours of each location, compact, with a link to the week.
 * The tile slot shows the skeleton while it loads and the failure text if it fails.
 */
export function HoursTile({ site }: { site: Site }) {
  const { data } = useSuspenseQuery(whatsOpenQueries.status(site.id));
  const locations = data.location_schedules;
  if (locations.length === 0) return null;
  const hoursSlug = sectionSlugFor(site.section_list, 'hours-of-operation');
  return (
    <TileFrame title="Hours of Operation" className="tile--hours">
      <ul className="status-list" aria-label="Today's hours">
        {locations.map((l) => (
          <li key={l.id} className="status-list__item">
            <span className="status-list__name">{l.name}</span>
            <span className="status-list__hours">{l.hours.length > 0 ? l.hours.join(', ') : 'Closed'}</span>
          </li>
        ))}
      </ul>
      {hoursSlug ? (
        <Link className="status-list__more" to={paths.section(site.slug, hoursSlug)}>
          Hours for the week
        </Link>
      ) : null}
    </TileFrame>
  );
}
