import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TileProps } from './tile-props.ts';
import { TILE_TITLES } from './tile-titles.ts';

export type TileComponent = LazyExoticComponent<ComponentType<TileProps>>;

/** A home tile: its heading (kept when it fails) and its component. */
export interface TileEntry {
  title: string;
  Tile: TileComponent;
}

/**
 * The home tiles by the name a site lists in `site.tiles`. Each loads on first use. `null` entries
 * are known tiles that render nothing yet; unknown names are skipped.
 */
export const tileRegistry: Readonly<Record<string, TileEntry | null>> = {
  // The carousel is part of the home page itself (see carousel-slot.tsx).
  carousel: null,
  news: { title: TILE_TITLES.news, Tile: lazy(async () => ({ default: (await import('./news-tile.tsx')).NewsTile })) },
  map: { title: TILE_TITLES.map, Tile: lazy(async () => ({ default: (await import('./map-tile.tsx')).MapTile })) },
  recharge: { title: TILE_TITLES.recharge, Tile: lazy(async () => ({ default: (await import('./recharge-tile.tsx')).RechargeTile })) },
  declining_balance: { title: TILE_TITLES.declining_balance, Tile: lazy(async () => ({ default: (await import('./declining-balance-tile.tsx')).DecliningBalanceTile })) },
  facebook: { title: TILE_TITLES.facebook, Tile: lazy(async () => ({ default: (await import('./facebook-tile.tsx')).FacebookTile })) },
  youtube: { title: TILE_TITLES.youtube, Tile: lazy(async () => ({ default: (await import('./youtube-tile.tsx')).YoutubeTile })) },
  vimeo: { title: TILE_TITLES.vimeo, Tile: lazy(async () => ({ default: (await import('./vimeo-tile.tsx')).VimeoTile })) },
  whats_open: { title: TILE_TITLES.whats_open, Tile: lazy(async () => ({ default: (await import('../whats-open/index.ts')).WhatsOpenTile })) },
  hours: { title: TILE_TITLES.hours, Tile: lazy(async () => ({ default: (await import('../whats-open/index.ts')).HoursTile })) },
  todays_menu: { title: TILE_TITLES.todays_menu, Tile: lazy(async () => ({ default: (await import('../menu/index.ts')).TodaysMenuTile })) },
  survey: { title: TILE_TITLES.survey, Tile: lazy(async () => ({ default: (await import('../surveys/index.ts')).SurveyTile })) },
};
