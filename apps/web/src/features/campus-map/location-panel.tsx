import { useQuery } from '@tanstack/react-query';
import { localDateTime } from '@commons/domain';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { foodEstablishment, JsonLdScript } from '../hours/index.ts';
import { StatusBadge } from '../whats-open/index.ts';
import { useSiteChanges } from '../site-changes/index.ts';
import { campusMapQueries } from './queries.ts';
import { LocationFacts } from './location-facts.tsx';
import { WeeklyHours } from './weekly-hours.tsx';

/** The selected location's detail beside the map (docs/product/site.md#campus-map). */
export function LocationPanel({ locationId }: { locationId: number }) {
  const site = useSite();
  const query = useQuery(campusMapQueries.mapDetail(site.id, locationId));
  useSiteChanges(site.slug);
  if (query.isPending) return <LoadingState label="Loading location…" />;
  if (query.isError) return <ErrorState message="We're sorry, something went wrong." onRetry={() => void query.refetch()} />;
  const location = query.data.location;
  const today = localDateTime(new Date(), site.address.time_zone).date;
  const ld = foodEstablishment({
    name: location.name,
    weekly_schedule: location.weekly_schedule,
    description: location.short_description,
    telephone: location.phone_formatted,
    address: location.address,
  });

  return (
    <article className="location-panel" aria-labelledby={`location-${location.id}`}>
      <h2 id={`location-${location.id}`} className="location-panel__name">
        {location.name}
      </h2>
      {location.building_name ? <p className="location-panel__building">{location.building_name}</p> : null}
      <p className="location-panel__status">
        <StatusBadge status={location.status} />
        <span>{location.status.message}</span>
        {location.status.label === 'open' && location.busy_words ? <span className="location-panel__busy">{location.busy_words}</span> : null}
      </p>
      {location.occupancy !== null ? <p className="location-panel__occupancy">Occupancy: {location.occupancy}%</p> : null}
      {site.location_images && location.image ? (
        <img className="location-panel__image" src={paths.file('location', location.image.file_name)} alt={location.name} />
      ) : null}
      {location.description ? <SafeHtml html={location.description} className="location-panel__description" topHeading={3} /> : null}
      <LocationFacts location={location} />
      <WeeklyHours week={location.weekly_schedule} today={today} />
      <p>
        <a href={paths.locationHoursIcs(location.id)} download>
          Add hours to calendar
        </a>
      </p>
      <JsonLdScript data={{ '@context': 'https://schema.org', ...ld }} />
    </article>
  );
}
