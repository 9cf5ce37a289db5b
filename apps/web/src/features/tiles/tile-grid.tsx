import type { Site } from '@commons/contract';
import { CarouselSlot } from './carousel-slot.tsx';
import { tileRegistry } from './tile-registry.ts';
import { TileSlot } from './tile-slot.tsx';
import { tileSpan } from './tile-span.ts';
import './tiles.css';

const CAROUSEL = 'carousel';

/**
 * The home tiles the site names in `site.tiles`, in that order: the carousel full width on top,
 * the rest in a masonry grid of 1, 2 or 3 columns. Each tile fails and loads on its own.
 */
export function TileGrid({ site }: { site: Site }) {
  const named = site.tiles.flatMap((name) => {
    const entry = tileRegistry[name];
    return entry ? [{ name, ...entry }] : [];
  });
  const hasCarousel = site.tiles.includes(CAROUSEL);
  const others = named.filter((t) => t.name !== CAROUSEL);
  return (
    <div className="home-tiles">
      {hasCarousel ? <CarouselSlot site={site} /> : null}
      {others.length > 0 ? (
        <ul className="tile-grid" aria-label="Home tiles">
          {others.map(({ name, title, Tile }) => (
            <TileSlot key={name} name={name} title={title} Tile={Tile} site={site} span={tileSpan(name, site)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
