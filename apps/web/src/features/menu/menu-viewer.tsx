import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchResult, Site } from '@commons/contract';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { menuQueries } from './queries.ts';
import { chosenLocation, menuLocationGroups } from './location-groups.ts';
import { LocationMenu, MENU_FAILURE_TEXT, MENU_LOADING_TEXT } from './location-menu.tsx';
import { MenuControls } from './menu-controls.tsx';
import { longDateOf, todayAt } from './menu-dates.ts';
import { withDate, withLocation, withSearchResult } from './menu-params.ts';
import { MenuSearchForm, MenuSearchResults } from './menu-search.tsx';
import { useMenuParams } from './use-menu-params.ts';
import { useProfileAllergens } from './use-profile-allergens.ts';

/** The menu viewer of a site with daily menus: location, date, search, then the location's menu. */
export function MenuViewer({ site }: { site: Site }) {
  const [params, setParams] = useMenuParams();
  // A page opened with allergens in its address (a shared link) keeps that choice alone.
  const [addressChose] = useState(() => params.allergens.length > 0);
  const profile = useProfileAllergens(site, addressChose);
  const locationsQuery = useQuery(menuQueries.locations(site.id));
  const groups = useMemo(() => (locationsQuery.data ? menuLocationGroups(locationsQuery.data) : []), [locationsQuery.data]);
  const location = chosenLocation(groups, params.location);
  const today = todayAt(site.address.time_zone);
  const date = params.date ?? today;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useLayoutEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  if (locationsQuery.isPending) return <LoadingState label={MENU_LOADING_TEXT} />;
  if (locationsQuery.isError || !location) return <p className="location-menu__failure">{MENU_FAILURE_TEXT}</p>;

  const openResult = (result: SearchResult) => {
    focusHeading.current = true;
    setParams((current) => withSearchResult({ ...current, location: current.location ?? location.id }, result));
  };

  return (
    <div className="menu-viewer">
      <div className="menu-viewer__top">
        <MenuControls
          groups={groups}
          locationId={location.id}
          date={date}
          onLocation={(id) => setParams((current) => withLocation(current, id))}
          onDate={(next) => setParams((current) => withDate(current, next === today ? null : next))}
        />
        <MenuSearchForm phrase={params.q} locationName={location.name} onSearch={(q) => setParams((current) => ({ ...current, q }))} />
      </div>
      <MenuSearchResults
        siteId={site.id}
        locationId={location.id}
        today={today}
        phrase={params.q}
        onOpen={openResult}
        onClear={() => {
          setParams((current) => ({ ...current, q: '' }));
          window.requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.menu-search__input')?.focus());
        }}
      />
      <h2 ref={headingRef} className="menu-viewer__heading" tabIndex={-1}>
        {location.name}
        <span className="menu-viewer__date">{longDateOf(date)}</span>
      </h2>
      <LocationMenu key={`${location.id}`} site={site} location={location} date={date} params={params} onChange={setParams} profile={profile} />
    </div>
  );
}
