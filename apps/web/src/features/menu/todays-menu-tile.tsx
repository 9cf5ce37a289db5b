import { useId, useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { menuQueries } from './queries.ts';
import { MORE_ITEMS_AT, menuSectionSlug, tileChoice, TILE_ITEM_LIMIT, withItems } from './todays-menu-choice.ts';
import './todays-menu-tile.css';

function Picker({ label, value, options, onChange }: { label: string; value: number; options: readonly { id: number; name: string }[]; onChange: (id: number) => void }) {
  const id = useId();
  return (
    <div className="todays-menu__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Today's Menu home tile (docs/product/menus.md#todays-menu): location, meal period and station dropdowns and the
 * station's items, with calories when the site shows them. Hidden when there is no menu today.
 */
export function TodaysMenuTile({ site }: { site: Site }) {
  const { data } = useSuspenseQuery(menuQueries.todays(site.id));
  const headingId = useId();
  const locations = useMemo(() => withItems(data.locations), [data]);
  const [ids, setIds] = useState<{ location: number | null; period: number | null; station: number | null }>({ location: null, period: null, station: null });
  const choice = tileChoice(locations, ids);
  if (!choice) return null;
  const { location, period, station } = choice;
  const menuSlug = menuSectionSlug(site.section_list);
  const hasMore = station.items.length >= MORE_ITEMS_AT;
  const moreHref = menuSlug ? `${paths.section(site.slug, menuSlug)}?${new URLSearchParams({ location: String(location.id), period: String(period.id) }).toString()}` : null;

  return (
    <section className="tile tile--todays-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="tile__title">
        Today&apos;s Menu
      </h2>
      <div className="todays-menu__pickers">
        <Picker label="Location" value={location.id} options={locations} onChange={(id) => setIds({ location: id, period: null, station: null })} />
        <Picker label="Meal period" value={period.id} options={location.periods} onChange={(id) => setIds({ location: location.id, period: id, station: null })} />
        <Picker label="Station" value={station.id} options={period.stations} onChange={(id) => setIds({ location: location.id, period: period.id, station: id })} />
      </div>
      <ul className="todays-menu__items" aria-label={`${station.name} items`}>
        {station.items.slice(0, TILE_ITEM_LIMIT).map((item) => (
          <li key={item.id} className="todays-menu__item">
            <span>{item.name}</span>
            {site.display_cal && item.calories !== null ? <span className="todays-menu__calories">{item.calories} calories</span> : null}
          </li>
        ))}
      </ul>
      {hasMore && moreHref ? (
        <Link className="todays-menu__more" to={moreHref}>
          More items <span className="visually-hidden">at {station.name}</span>
        </Link>
      ) : null}
    </section>
  );
}
