import type { Site } from '@commons/contract';

/** How many grid columns a tile takes: one, two, or the whole row. */
export type TileSpan = 'one' | 'two' | 'full';

/**
 * The YouTube tile is 2 columns wide on the interim look and 4 otherwise (docs/product/site.md#tiles):
 * on this grid of at most 3 columns, 4 means the whole row. Every other tile takes one column.
 */
export function tileSpan(name: string, site: Pick<Site, 'interim_ui'>): TileSpan {
  if (name === 'youtube') return site.interim_ui ? 'two' : 'full';
  return 'one';
}
