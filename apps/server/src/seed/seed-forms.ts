import { and, eq, inArray } from 'drizzle-orm';
import { locations, sites } from '../db/schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { fullSiteKeys } from './seed-sites.ts';
import type { SiteKey } from './site-definition.ts';

/** Locations offered on each full site's feedback form. */
const feedbackLocations: Partial<Record<SiteKey, string[]>> = {
  northfield: ['North Tower Dining', 'Westside Grill', 'Library Coffee'],
  lakeside: ['Boathouse Grill', 'Pier Pizza'],
};

/** Where each full site's on-the-go orders are picked up (the page shows where `show_on_the_go` is on). */
const onTheGoLocation: Partial<Record<SiteKey, string>> = { northfield: 'Founders Grab & Go' };

/** The public forms: feedback locations, the on-the-go location, and the team address each full site's forms go to. */
export async function seedForms(ctx: SeedContext): Promise<void> {
  for (const key of fullSiteKeys) {
    const site = ctx.sites[key];
    await ctx.db
      .update(sites)
      .set({ forms_email: `dining-team@${site.def.row.slug}.example.edu` })
      .where(eq(sites.id, site.id));
    const names = feedbackLocations[key] ?? [];
    if (names.length > 0) {
      await ctx.db
        .update(locations)
        .set({ feedback: true })
        .where(and(eq(locations.site_id, site.id), inArray(locations.name, names)));
    }
    const onTheGo = onTheGoLocation[key];
    if (onTheGo) {
      await ctx.db
        .update(locations)
        .set({ on_the_go: true })
        .where(and(eq(locations.site_id, site.id), eq(locations.name, onTheGo)));
    }
  }
}
