import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TileProps } from './tile-props.ts';

export type TileComponent = LazyExoticComponent<ComponentType<TileProps>>;

/**
 * The home tiles by the name a site lists in `site.tiles`. Each loads on first use. `null` entries
 * are known tiles that render nothing yet; unknown names are skipped.
 */
export const tileRegistry: Readonly<Record<string, TileComponent | null>> = {
  // The carousel is part of the home page itself (see carousel-slot.tsx).
  carousel: null,
  news: lazy(async () => ({ default: (await import('./news-tile.tsx')).NewsTile })),
  map: lazy(async () => ({ default: (await import('./map-tile.tsx')).MapTile })),
  recharge: lazy(async () => ({ default: (await import('./recharge-tile.tsx')).RechargeTile })),
  declining_balance: lazy(async () => ({ default: (await import('./declining-balance-tile.tsx')).DecliningBalanceTile })),
  facebook: lazy(async () => ({ default: (await import('./facebook-tile.tsx')).FacebookTile })),
  youtube: lazy(async () => ({ default: (await import('./youtube-tile.tsx')).YoutubeTile })),
  vimeo: lazy(async () => ({ default: (await import('./vimeo-tile.tsx')).VimeoTile })),
  whats_open: lazy(async () => ({ default: (await import('../whats-open/index.ts')).WhatsOpenTile })),
  hours: lazy(async () => ({ default: (await import('../whats-open/index.ts')).HoursTile })),
  todays_menu: lazy(async () => ({ default: (await import('../menu/index.ts')).TodaysMenuTile })),
  survey: lazy(async () => ({ default: (await import('../surveys/index.ts')).SurveyTile })),
};
