import { addDays, addressLines, formatPhone, localDateTime } from '@commons/domain';
import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import { feedDays } from './feed-days.ts';
import { feedText, openMensaXml, type FeedCanteen } from './openmensa-xml.ts';
import type { FeedLocationRow, OpenMensaRepo } from './openmensa.repo.ts';

/** How many days the feed covers, today at the site included. */
export const FEED_DAYS = 14;

const coordinate = (value: string | null): number | null => {
  const n = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
};

function canteenOf(location: FeedLocationRow): FeedCanteen {
  const lat = coordinate(location.lat);
  const lon = coordinate(location.lon);
  return {
    name: feedText(location.name),
    address: feedText(addressLines(location).join(', ')) || null,
    city: feedText(location.city) || null,
    phone: feedText(formatPhone(location.phone)) || null,
    coordinates: lat === null || lon === null ? null : { lat, lon },
  };
}

export function openMensaService(repo: OpenMensaRepo, sites: SitesRepo, clock: () => Date) {
  return {
    /**
     * The OpenMensa feed of a location of a published site (slug compared case-insensitively):
     * its menus from today at the site over FEED_DAYS days. A location that is a building,
     * inactive or hides its menus is not a canteen.
     */
    async feed(siteSlug: string, locationId: number): Promise<string> {
      const [site, location] = await Promise.all([sites.findBySlug(siteSlug), repo.location(locationId)]);
      if (!site || !site.published) throw notFound('Invalid site.');
      if (!location || location.site_id !== site.id || location.is_building || !location.active || !location.show_menus) throw notFound('Invalid location.');
      const from = localDateTime(clock(), site.time_zone).date;
      const to = addDays(from, FEED_DAYS - 1);
      const [rows, items, categories, filters, exclusions] = await Promise.all([
        repo.days(location.id, from, to),
        repo.items(site.id, location.id, from, to),
        repo.categoriesOfLocation(location.id),
        repo.filtersOfSite(site.id),
        repo.labelExclusions(site.id),
      ]);
      const days = feedDays(rows, new Map(items.map((i) => [i.id, i])), new Map(categories.map((c) => [c.id, c.name])), {
        filters: new Map(filters.map((f) => [f.id, f])),
        exclusions,
        avoidingGluten: site.flags['avoiding_gluten'] === true,
      });
      return openMensaXml(canteenOf(location), days);
    },
  };
}
export type OpenMensaService = ReturnType<typeof openMensaService>;
