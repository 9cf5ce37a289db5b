import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { sectionSlugFor } from './site-sections.ts';
import { TileCard } from './tile-card.tsx';
import type { TileProps } from './tile-props.ts';

/** The dining map picture linking to the campus map (only when the site shows the map tile). */
export function MapTile({ site }: TileProps) {
  const map = site.dining_map;
  if (!site.show_map_tile || !map) return null;
  const campusMap = sectionSlugFor(site.section_list, 'campus-map');
  const picture = <img className="tile__picture" src={paths.file('images', map.thumb_name ?? map.file_name)} alt={map.alt_text} loading="lazy" />;
  return (
    <TileCard title="Dining Map">
      {campusMap ? (
        <Link to={paths.section(site.slug, campusMap)} className="tile__picture-link">
          {picture}
          <span className="tile__link-text">Open the campus map</span>
        </Link>
      ) : (
        picture
      )}
    </TileCard>
  );
}
