import type { Site } from '@commons/contract';
import { CarouselTile } from './carousel/carousel-tile.tsx';
import { TileErrorBoundary } from './tile-error-boundary.tsx';

/**
 * The carousel's place above the grid, full width, failing on its own. Its first picture is the
 * home page's largest element, so it comes with the page rather than loading after it.
 */
export function CarouselSlot({ site }: { site: Site }) {
  return (
    <div className="home-tiles__carousel">
      <TileErrorBoundary name="carousel">
        <CarouselTile site={site} />
      </TileErrorBoundary>
    </div>
  );
}
