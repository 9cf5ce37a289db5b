import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyMenuPeriods, dailyMenus, events, locations, photoAlbums, sections, sites, specialOffers, surveyChoices, surveys } from '../../db/schema/index.ts';
import type { Hints } from './schema-arbitrary.ts';

/** Rows of the main site first, then a few of the others. */
function mainFirst<T extends { site_id: number }, V>(rows: T[], siteId: number, value: (row: T) => V, count = 8): V[] {
  const own = rows.filter((r) => r.site_id === siteId);
  const others = rows.filter((r) => r.site_id !== siteId);
  return [...own, ...others].slice(0, count).map(value);
}

/**
 * Real ids, slugs and dates of the seeded data by the field names the contract gives them, so that
 * generated requests reach the services and the database, not only "not found". The first value of
 * each belongs together: a published site, one of its locations with a menu today, a period served
 * there, the site's events, surveys and albums.
 */
export async function fixtureHints(db: Db, today: string): Promise<Hints> {
  const [served] = await db
    .select({ site_id: sites.id, slug: sites.slug, location_id: locations.id, period_id: dailyMenuPeriods.period_id })
    .from(dailyMenuPeriods)
    .innerJoin(dailyMenus, eq(dailyMenus.id, dailyMenuPeriods.daily_menu_id))
    .innerJoin(locations, eq(locations.id, dailyMenus.location_id))
    .innerJoin(sites, eq(sites.id, locations.site_id))
    .where(and(eq(dailyMenus.date, today), eq(sites.published, true), eq(locations.active, true), eq(locations.show_menus, true)))
    .orderBy(asc(dailyMenuPeriods.id))
    .limit(1);
  if (!served) throw new Error(`The seeded data serves no menu on ${today}.`);
  const [siteRows, locationRows, periodRows, eventRows, offerRows, surveyRows, choiceRows, albumRows, sectionRows] = await Promise.all([
    db.select({ site_id: sites.id, slug: sites.slug }).from(sites),
    db.select({ site_id: locations.site_id, id: locations.id }).from(locations),
    db.selectDistinct({ id: dailyMenuPeriods.period_id }).from(dailyMenuPeriods).limit(6),
    db.select({ site_id: events.site_id, id: events.id }).from(events),
    db.select({ site_id: specialOffers.site_id, id: specialOffers.id }).from(specialOffers),
    db.select({ site_id: surveys.site_id, id: surveys.id }).from(surveys),
    db.select({ site_id: surveys.site_id, id: surveyChoices.id }).from(surveyChoices).innerJoin(surveys, eq(surveys.id, surveyChoices.survey_id)),
    db.select({ site_id: photoAlbums.site_id, id: photoAlbums.id }).from(photoAlbums),
    db.select({ site_id: sections.site_id, slug: sections.slug }).from(sections).where(eq(sections.published, true)),
  ]);
  const main = served.site_id;
  const slugs = mainFirst(siteRows, main, (r) => r.slug, 20);
  const locationIds = [served.location_id, ...mainFirst(locationRows, main, (r) => r.id)];
  const eventIds = mainFirst(eventRows, main, (r) => r.id);
  const periodIds = [served.period_id, ...periodRows.map((r) => r.id)];
  const albumIds = mainFirst(albumRows, main, (r) => r.id);
  return {
    site_id: mainFirst(siteRows, main, (r) => r.site_id, 20),
    slug: slugs,
    /** `slug` of sections/info_by_slug, a section's. */
    section_slug: mainFirst(sectionRows, main, (r) => r.slug),
    site: slugs,
    location_id: locationIds,
    location: locationIds,
    id: [...locationIds, ...eventIds],
    period_id: periodIds,
    periodId: periodIds,
    event_id: eventIds,
    special_id: mainFirst(offerRows, main, (r) => r.id),
    survey_id: mainFirst(surveyRows, main, (r) => r.id),
    choice_id: mainFirst(choiceRows, main, (r) => r.id, 12),
    // Only album_id: a request naming the album by both names is refused.
    album_id: albumIds,
    date: [today, '1900-01-01', '2199-12-31'],
    timestamp: [`${today}T12:00:00Z`, '1900-01-01T00:00:00Z', '2199-12-31T23:59:59.999Z', '0'],
    phrase: ['chicken', 'a', 'oat steel', '%', '_'],
  };
}
