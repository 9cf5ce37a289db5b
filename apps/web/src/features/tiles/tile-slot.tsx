import { Suspense } from 'react';
import type { Site } from '@commons/contract';
import type { TileComponent } from './tile-registry.ts';
import { TileErrorBoundary } from './tile-error-boundary.tsx';
import { TileSkeleton } from './tile-skeleton.tsx';
import type { TileSpan } from './tile-span.ts';
import { useMasonryRowSpan } from './use-masonry-row-span.ts';
import { useOwnTask } from './use-own-task.ts';

interface TileSlotProps {
  name: string;
  /** The tile's heading, which its failure state keeps. */
  title: string;
  Tile: TileComponent;
  site: Site;
  span: TileSpan;
}

/** One cell of the masonry grid: its own error boundary and loading state; collapses when the tile renders nothing. */
export function TileSlot({ name, title, Tile, site, span }: TileSlotProps) {
  const { slotRef, innerRef } = useMasonryRowSpan<HTMLLIElement, HTMLDivElement>();
  const hasOwnTask = useOwnTask();
  return (
    <li ref={slotRef} className={`tile-slot tile-slot--${span}`} data-tile={name}>
      <div ref={innerRef} className="tile-slot__inner">
        <TileErrorBoundary name={name} title={title}>
          <Suspense fallback={<TileSkeleton />}>{hasOwnTask ? <Tile site={site} /> : <TileSkeleton />}</Suspense>
        </TileErrorBoundary>
      </div>
    </li>
  );
}
