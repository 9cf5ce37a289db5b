/** Events and special offers, timed in each site's local zone relative to today. */
import { eq } from 'drizzle-orm';
import { events, locations, specialOffers } from '../db/schema/index.ts';
import { eventSpecs, specialSpecs } from './events-data.ts';
import { slugify } from './location-spec.ts';
import type { SeedContext } from './seed-context.ts';

export const eventPictureFile = (siteKey: string, title: string): string => `event-${siteKey}-${slugify(title)}.svg`;
export const specialPictureFile = (siteKey: string, name: string): string => `special-${siteKey}-${slugify(name)}.svg`;

export async function seedEvents(ctx: SeedContext): Promise<void> {
  for (const site of Object.values(ctx.sites)) {
    const key = site.def.row.slug;
    const { clock } = site;
    const siteLocations = await ctx.db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.site_id, site.id));
    const locationId = (name: string): number => {
      const found = siteLocations.find((l) => l.name === name);
      if (!found) throw new Error(`Event location ${name} not found in ${key}`);
      return found.id;
    };
    const eventRows = [...eventSpecs[key]]
      .sort((a, b) => a.day - b.day)
      .map((e) => ({
        site_id: site.id,
        title: e.title,
        start: clock.at(e.day, e.from[0], e.from[1]),
        end: clock.at(e.day, e.to[0], e.to[1]),
        picture_file_name: eventPictureFile(key, e.title),
        location_id: e.location ? locationId(e.location) : null,
        custom_location: e.customLocation !== undefined,
        custom_location_name: e.customLocation ?? null,
        brief: e.brief,
        description: e.details,
        balanced_u: e.balancedU ?? false,
        published: true,
      }));
    if (eventRows.length > 0) await ctx.db.insert(events).values(eventRows);
    const specialRows = specialSpecs[key].map((s) => ({
      site_id: site.id,
      name: s.name,
      brief: s.brief,
      description: s.details,
      picture_file_name: specialPictureFile(key, s.name),
      start: clock.at(s.startDay, 0, 0),
      end: clock.at(s.endDay, 23, 59),
    }));
    if (specialRows.length > 0) await ctx.db.insert(specialOffers).values(specialRows);
  }
}
