/** Sites, their homepage alerts and carousel slides, and host-level landing settings. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, homepageAlerts, homepageImages, hostSettings, locations, sites, specialOffers } from '../db/schema/index.ts';
import { siteClock } from './local-time.ts';
import type { SeedContext, SeededSites } from './seed-context.ts';
import type { SiteDefinition, SiteKey, SlideRow, SlideSpec } from './site-definition.ts';
import { lakeside, northfield } from './sites-full.ts';
import { harbor, oldmill, pinecrest, summit } from './sites-minor.ts';

/** Insert order fixes the ids: northfield is 1, lakeside 2, and so on. */
export const siteDefinitions: readonly SiteDefinition[] = [northfield, lakeside, harbor, pinecrest, summit, oldmill];

export const fullSiteKeys: readonly SiteKey[] = ['northfield', 'lakeside'];

const campuses = [
  { name: 'Northfield University', logo: '/files/images/logo-northfield.svg', href: '/northfield' },
  { name: 'Lakeside College', logo: '/files/images/logo-lakeside.svg', href: '/lakeside' },
];

export async function seedSites(db: Db, today: Date): Promise<SeededSites> {
  const seeded: Partial<SeededSites> = {};
  for (const def of siteDefinitions) {
    const [row] = await db.insert(sites).values(def.row).returning({ id: sites.id });
    if (!row) throw new Error(`Site ${def.row.slug} was not inserted`);
    seeded[def.row.slug] = { id: row.id, def, clock: siteClock(def.row.time_zone ?? 'America/New_York', today) };
  }
  const complete = seeded as SeededSites;
  for (const site of Object.values(complete)) {
    const { clock } = site;
    const alerts = site.def.alerts.map((a) => ({
      site_id: site.id,
      icon: a.icon,
      message: a.message,
      use_link: a.link !== null,
      link: a.link,
      start: a.startDay === null ? null : clock.at(a.startDay, 0, 0),
      end: a.endDay === null ? null : clock.at(a.endDay, 23, 59),
    }));
    if (alerts.length > 0) await db.insert(homepageAlerts).values(alerts);
  }
  await db.insert(hostSettings).values([
    { host: '*', campuses },
    { host: 'campuses.localhost', campuses },
  ]);
  return complete;
}

async function slideTargets(db: Db, siteId: number, slide: SlideSpec): Promise<Pick<SlideRow, 'event_id' | 'special_offer_id' | 'location_id'>> {
  const firstId = (rows: { id: number }[], what: string): number => {
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`Carousel slide ${slide.image.file} points at a missing ${what}`);
    return id;
  };
  const event_id = slide.eventTitle
    ? firstId(await db.select({ id: events.id }).from(events).where(and(eq(events.site_id, siteId), eq(events.title, slide.eventTitle))), 'event')
    : null;
  const special_offer_id = slide.specialName
    ? firstId(await db.select({ id: specialOffers.id }).from(specialOffers).where(and(eq(specialOffers.site_id, siteId), eq(specialOffers.name, slide.specialName))), 'special offer')
    : null;
  const location_id = slide.locationName
    ? firstId(await db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, siteId), eq(locations.name, slide.locationName))), 'location')
    : null;
  return { event_id, special_offer_id, location_id };
}

/** Runs after events, specials and locations exist, since slides may point at them. */
export async function seedCarousels(ctx: SeedContext): Promise<void> {
  for (const site of Object.values(ctx.sites)) {
    const rows: SlideRow[] = [];
    for (const [index, slide] of site.def.slides.entries()) {
      rows.push({
        site_id: site.id,
        file_name: slide.image.file,
        caption: slide.caption,
        caption_color: slide.caption_color,
        link: slide.link,
        alt: slide.alt,
        sort_order: index + 1,
        ...(await slideTargets(ctx.db, site.id, slide)),
      });
    }
    if (rows.length > 0) await ctx.db.insert(homepageImages).values(rows);
  }
}
