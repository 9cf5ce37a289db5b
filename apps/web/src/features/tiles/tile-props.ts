import type { Site } from '@commons/contract';

/** Every home tile gets the site and decides itself whether it has anything to show. */
export interface TileProps {
  site: Site;
}
