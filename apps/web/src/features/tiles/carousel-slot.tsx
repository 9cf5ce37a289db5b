import { Suspense } from 'react';
import type { Site } from '@commons/contract';
import type { TileComponent } from './tile-registry.ts';
import { TileErrorBoundary } from './tile-error-boundary.tsx';
import { TileSkeleton } from './tile-skeleton.tsx';

/** The carousel's place above the grid, full width, failing and loading on its own. */
export function CarouselSlot({ Tile, site }: { Tile: TileComponent; site: Site }) {
  return (
    <div className="home-tiles__carousel">
      <TileErrorBoundary name="carousel">
        <Suspense fallback={<TileSkeleton />}>
          <Tile site={site} />
        </Suspense>
      </TileErrorBoundary>
    </div>
  );
}
