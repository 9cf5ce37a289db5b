import { Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { lazyOr } from '@commons/ui/lazy-or.ts';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { campusMapQueries } from './queries.ts';
import { LocationList } from './location-list.tsx';
import { LocationPanel } from './location-panel.tsx';
import { LocationPicker } from './location-picker.tsx';
import { firstLocation, mapGroups } from './map-locations.ts';
import { MAP_ATTRIBUTION } from './map-settings.ts';
import { useLocationParam } from './use-location-param.ts';
import './campus-map.css';

/** In the map's place when its code cannot be fetched: the list on the page still has every location. */
function MapUnavailable() {
  return (
    <div className="campus-map__canvas campus-map__canvas--unavailable">
      <p>The map could not be loaded. Every location is in the list “All locations” on this page.</p>
    </div>
  );
}

const LeafletMap = lazyOr(async () => (await import('./leaflet-map.tsx')).LeafletMap, MapUnavailable);

/** Campus map (section campus-map): the map, a location picker, the selected location's detail and a plain list. */
export function CampusMapPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(campusMapQueries.mapLocations(site.id));
  const groups = useMemo(() => (query.data ? mapGroups(query.data) : []), [query.data]);
  const locations = useMemo(() => groups.flatMap((g) => g.locations), [groups]);
  // The location named in the address (?location=), else the first one (docs/product/site.md#campus-map).
  const [chosenId, setChosenId] = useLocationParam();
  const selected = locations.find((l) => l.id === chosenId) ?? firstLocation(groups);

  return (
    <div className="section-page container campus-map">
      <PageHead title={`${section.name} | ${site.name}`} description={`Find every dining location at ${site.name} on the campus map, with hours and details.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading the campus map…" /> : null}
      {query.isError ? <ErrorState message="We're sorry, something went wrong." onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && !selected ? <p>No dining locations are on the map yet.</p> : null}
      {selected ? (
        <>
          <p className="visually-hidden" aria-live="polite">
            Showing {selected.name}
          </p>
          <div className="campus-map__layout">
            <div className="campus-map__map-column">
              <LocationPicker groups={groups} selectedId={selected.id} onSelect={setChosenId} />
              <figure className="campus-map__figure">
                <Suspense fallback={<div className="campus-map__canvas" aria-hidden="true" />}>
                  <LeafletMap locations={locations} selectedId={selected.id} onSelect={setChosenId} />
                </Suspense>
                <figcaption>
                  <span className="campus-map__note">The map is a visual aid: every location is also in the list “All locations” on this page.</span>
                  <span className="campus-map__attribution">Map data {MAP_ATTRIBUTION}</span>
                </figcaption>
              </figure>
            </div>
            <div className="campus-map__panel-column">
              <LocationPanel locationId={selected.id} />
            </div>
          </div>
          <LocationList groups={groups} selectedId={selected.id} onSelect={setChosenId} />
        </>
      ) : null}
    </div>
  );
}
