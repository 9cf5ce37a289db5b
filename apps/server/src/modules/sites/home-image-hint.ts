import { AppError } from '../../platform/app-error.ts';
import type { SitesService } from './sites.service.ts';

/** The picture the web app shows first on a site's home when it runs Club Eats Week (its carousel rule). */
const CLUB_EATS_WEEK_FILE = 'club-eats-week.svg';

/**
 * The first carousel picture of a site's home page, as the web app will ask for it, so the page
 * can start loading its largest image with the page itself. Kept for `ttlMs`; null when the home
 * shows no carousel (unknown, pre-launch or carousel-less sites).
 */
export function homeImageHint(sites: SitesService, ttlMs = 30_000) {
  const known = new Map<string, { path: string | null; expires: number }>();
  return async (slug: string, now = Date.now()): Promise<string | null> => {
    const key = slug.toLowerCase();
    const kept = known.get(key);
    if (kept && kept.expires > now) return kept.path;
    let path: string | null = null;
    try {
      const { site } = await sites.info(slug);
      const first = site.club_eats_week ? CLUB_EATS_WEEK_FILE : site.homepage_images[0]?.file_name;
      if (!site.prelaunch && site.tiles.includes('carousel') && first) path = `/files/images/${encodeURIComponent(first)}`;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    if (known.size > 1000) known.clear();
    known.set(key, { path, expires: now + ttlMs });
    return path;
  };
}
