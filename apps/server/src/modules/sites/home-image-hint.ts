import type { Site } from '@commons/contract';

/** The picture the web app shows first on a site's home when it runs Club Eats Week (its carousel rule). */
const CLUB_EATS_WEEK_FILE = 'club-eats-week.svg';

/**
 * The first carousel picture of a site's home page, as the web app will ask for it, so the page
 * can start loading its largest image with the page itself; null when the home shows no carousel
 * (pre-launch or carousel-less sites).
 */
export function homeImageOf(site: Site): string | null {
  const first = site.club_eats_week ? CLUB_EATS_WEEK_FILE : site.homepage_images[0]?.file_name;
  return !site.prelaunch && site.tiles.includes('carousel') && first ? `/files/images/${encodeURIComponent(first)}` : null;
}
