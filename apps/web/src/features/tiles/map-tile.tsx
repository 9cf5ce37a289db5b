import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { mapTileLink } from './map-tile-link.ts';
import { TileCard } from './tile-card.tsx';
import { TILE_TITLES } from './tile-titles.ts';
import type { TileProps } from './tile-props.ts';

/** The dining map picture linking to the site's dining map (only when the site shows the map tile). */
export function MapTile({ site }: TileProps) {
  const map = site.dining_map;
  if (!site.show_map_tile || !map) return null;
  const link = mapTileLink(site);
  const picture = <img className="tile__picture" src={paths.file('images', map.thumb_name ?? map.file_name)} alt={map.alt_text} loading="lazy" />;
  return (
    <TileCard title={TILE_TITLES.map}>
      {link?.kind === 'external' ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className="tile__picture-link">
          {picture}
          <span className="tile__link-text">Open the dining map</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : link?.kind === 'internal' ? (
        <Link to={link.href} className="tile__picture-link">
          {picture}
          <span className="tile__link-text">Open the campus map</span>
        </Link>
      ) : (
        picture
      )}
    </TileCard>
  );
}
