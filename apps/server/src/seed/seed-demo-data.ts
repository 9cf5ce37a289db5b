/**
 * The deterministic demo data set: six schools, their sections, locations and hours, events,
 * specials, a pre-launch microsite, legacy menus, a demo customer on each full site and every
 * picture they name. Running it again empties the database first, so ids are the same every
 * time; dates follow `today`.
 */
import type { Db } from '../db/client.ts';
import { writeDemoImages } from './demo-images.ts';
import { restoreDefaultLabelExclusions } from './label-exclusion-defaults.ts';
import { resetDatabase } from './reset-database.ts';
import { seedEvents } from './seed-events.ts';
import { seedLocations } from './seed-locations.ts';
import { seedMenus } from './seed-menus.ts';
import { seedMicrositeAndLegacyMenus } from './seed-microsite.ts';
import { seedSections } from './seed-sections.ts';
import { seedCarousels, seedSites } from './seed-sites.ts';
import { seedSurveys } from './seed-surveys.ts';
import { seedCustomers } from './seed-customers.ts';
import { seedReservations } from './seed-reservations.ts';
import { seedForms } from './seed-forms.ts';
import { seedHelp } from './seed-help.ts';
import { seedAlbumsBlogAndMeetings } from './seed-albums-blog-meetings.ts';
import { seedNewslettersStaffCatering } from './seed-newsletters-staff-catering.ts';
import { seedPurchase } from './seed-purchase.ts';
import { seedOrders } from './seed-orders.ts';
import { seedStaff } from './seed-staff.ts';

export interface SeedOptions {
  /** Where uploaded files live (FILES_DIR); images go to its images/, microsite/, section_banner/ and location/. */
  filesDir: string;
  /** Every date in the data is relative to this instant, read in each site's time zone. */
  today: Date;
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  await resetDatabase(db);
  await restoreDefaultLabelExclusions(db);
  const sites = await seedSites(db, options.today);
  const ctx = { db, sites };
  await seedSections(ctx);
  await seedLocations(ctx);
  await seedMenus(ctx);
  await seedEvents(ctx);
  await seedCarousels(ctx);
  await seedMicrositeAndLegacyMenus(ctx);
  await seedSurveys(ctx);
  await seedCustomers(ctx);
  await seedStaff(ctx);
  await seedReservations(ctx);
  await seedForms(ctx);
  await seedHelp(ctx);
  await seedAlbumsBlogAndMeetings(ctx, options.filesDir);
  await seedNewslettersStaffCatering(ctx, options.filesDir);
  await seedPurchase(ctx);
  await seedOrders(ctx);
  await writeDemoImages(options.filesDir);
}
