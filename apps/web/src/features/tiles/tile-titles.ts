import { RECHARGE_TEXTS } from './recharge-texts.ts';

/**
 * Each home tile's heading by the name a site lists in `site.tiles` (docs/product/site.md#tiles).
 * The tile shows it, and so does its failure state, so a visitor still knows which tile failed. The
 * What's Open, Hours, Today's Menu and Survey tiles live in their own features and write the same words.
 */
export const TILE_TITLES = {
  news: 'News',
  map: 'Dining Map',
  recharge: RECHARGE_TEXTS.title,
  declining_balance: 'Declining Balance',
  facebook: 'Facebook',
  youtube: "What's on YouTube",
  vimeo: "What's on Vimeo",
  whats_open: "What's Open?",
  hours: 'Hours of Operation',
  todays_menu: "Today's Menu",
  survey: 'Survey',
} as const;
