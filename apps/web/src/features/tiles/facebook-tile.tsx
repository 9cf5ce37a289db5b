import { TileCard } from './tile-card.tsx';
import { TILE_TITLES } from './tile-titles.ts';
import type { TileProps } from './tile-props.ts';

/** A card linking to the site's Facebook page; no third-party frame is loaded. */
export function FacebookTile({ site }: TileProps) {
  const handle = site.social_media.facebook?.trim();
  if (!handle) return null;
  return (
    <TileCard title={TILE_TITLES.facebook} className="tile--facebook">
      <p>News, photos and events from {site.name} Dining.</p>
      <a href={`https://www.facebook.com/${encodeURIComponent(handle)}`} target="_blank" rel="noopener noreferrer" className="button">
        Follow us on Facebook
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </TileCard>
  );
}
