import { asc, eq } from 'drizzle-orm';
import { deleteConsoleAlert, getConsoleAlerts, getConsoleSiteSettings, postConsoleAlert, postConsoleSite, putConsoleAlertOrder, putConsoleSiteStatus, putConsoleAlert, putSiteLogo, putSitePicture, deleteSitePicture } from '@commons/contract/console';
import type { Db } from '../../../db/client.ts';
import { homepageAlerts, sites } from '../../../db/schema/index.ts';

/** Values by field name, as the fuzz's request builder takes them (test-support/fuzz/schema-arbitrary.ts Hints). */
type Hints = Record<string, readonly unknown[]>;

/**
 * A value of each field of the sites area's forms that its rules accept, so a request made from the
 * schemas goes through: switches whose "on" asks for more (a script, a link, the welcome dialog)
 * are off, optional values empty.
 */
const VALID: Hints = {
  name: ['Walkthrough College'],
  time_zone: ['America/New_York'],
  street: ['1 College Green'],
  city: ['Springfield'],
  state: ['MA'],
  zip_code: ['01101'],
  url: ['https://www.walkthrough.example.edu'],
  email: ['dining@walkthrough.example.edu'],
  status: ['published'],
  forms_email: [null],
  address: [null],
  phone: ['4135550100'],
  phone_ext: [null],
  coordinates: [null],
  brand_color: ['#1f4e79'],
  text_color: ['#ffffff'],
  logo_alt_text: ['Walkthrough College Dining'],
  tiles: [['whats_open', 'hours', 'news']],
  display_landing_modal: [false],
  landing_modal_copy: [null],
  youtube_video_id: [null],
  vimeo_video_id: [null],
  dining_map_alt_text: [null],
  dining_map_url: [null],
  customer_login_text: [null],
  food_insecurity_text: [null],
  ...Object.fromEntries(['facebook', 'x', 'pinterest', 'instagram', 'youtube', 'flickr', 'vimeo', 'tiktok', 'snapchat'].map((network) => [network, ['walkthroughdining']])),
  accessibility_link: [false],
  accessibility_url: [null],
  use_unit_accessibility_link: [false],
  unit_accessibility_url: [null],
  unit_accessibility_text: [null],
  use_unit_accessibility_statement: [false],
  unit_accessibility_statement_url: [null],
  unit_accessibility_statement_text: [null],
  mobile_ios_url: [null],
  mobile_android_url: [null],
  mobile_app_link: [null],
  shop_link: [null],
  use_script: [false],
  script_url: [null],
  icon: ['info'],
  message: ['The Commons closes at 3 pm today.'],
  use_link: [false],
  link: [null],
  start: [null],
  end: [null],
  picture: ['dining_map'],
  /** An 8 × 8 PNG, base64: a logo or picture upload. */
  file: ['iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ96vEihiGlgQAYZI5gbSqltoAAAAASUVORK5CYII='],
};

const isCall = (def: { method: string; path: string }, call: { method: string; path: string }) => def.method === call.method && def.path === call.path;
const isSitesCall = (def: { path: string }) => def.path === postConsoleSite.path || def.path.startsWith('/v1/console/sites/');
const isSettingsSave = (def: { method: string; path: string }) => def.method === 'PUT' && def.path.startsWith('/v1/console/sites/{site_id}/settings/');
/** The calls that write a site's row or alerts over a version. */
const writesOverVersion = (def: { method: string; path: string }) =>
  isSettingsSave(def) || [putConsoleSiteStatus, putSiteLogo, putSitePicture, deleteSitePicture, putConsoleAlert, deleteConsoleAlert, putConsoleAlertOrder].some((call) => isCall(def, call));

let n = 0;

async function someAlertOf(db: Db, siteId: number): Promise<{ id: number; version: number }> {
  const [last] = await db.select({ id: homepageAlerts.id, version: homepageAlerts.version }).from(homepageAlerts).where(eq(homepageAlerts.site_id, siteId)).orderBy(asc(homepageAlerts.id));
  if (last) return last;
  const [made] = await db.insert(homepageAlerts).values({ site_id: siteId, message: 'A walkthrough alert.' }).returning({ id: homepageAlerts.id, version: homepageAlerts.version });
  if (!made) throw new Error('no alert');
  return made;
}

/**
 * What a call of the sites area needs to go through once on `siteId`, as the site is now: the
 * site's current version, one of its alerts (made when it has none), its alerts in a new order, a
 * slug no site has; and valid values for every field. Shared by the console route walk and the fuzz
 * (console-auth/testing/console-route-fixtures.ts).
 */
export async function consoleSitesHints(db: Db, def: { method: string; path: string }, siteId: number): Promise<Hints> {
  if (!isSitesCall(def) || def.method === 'GET' || isCall(def, getConsoleAlerts) || isCall(def, getConsoleSiteSettings)) return {};
  if (isCall(def, postConsoleSite)) return { ...VALID, slug: [`walked-site-${++n}`] };
  if (isCall(def, postConsoleAlert)) return VALID;
  const [site] = await db.select({ slug: sites.slug, version: sites.version }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new Error(`No site ${siteId}.`);
  if (isCall(def, putConsoleAlertOrder)) {
    const alerts = await db.select({ id: homepageAlerts.id, version: homepageAlerts.version }).from(homepageAlerts).where(eq(homepageAlerts.site_id, siteId)).orderBy(asc(homepageAlerts.sort_order), asc(homepageAlerts.id));
    return { alerts: [alerts.reverse()] };
  }
  if (isCall(def, putConsoleAlert) || isCall(def, deleteConsoleAlert)) {
    const alert = await someAlertOf(db, siteId);
    return { ...VALID, alert_id: [alert.id], version: [alert.version] };
  }
  return { ...VALID, slug: [site.slug], version: [site.version] };
}

/**
 * The site a fuzzed call of the sites area acts on: a site of its own for each call that writes
 * over a version (its hints are made once, and another call's writes would make them stale), else
 * `shared`. Each starts at a version of its own, so a request whose site id the fuzz bent into
 * another's (a neighbouring number) finds that site at another version and changes nothing.
 */
export async function fuzzSiteFor(db: Db, def: { method: string; path: string }, shared: number): Promise<number> {
  if (!isSitesCall(def) || !writesOverVersion(def)) return shared;
  const [made] = await db
    .insert(sites)
    .values({ slug: `fuzzed-site-${++n}`, name: `Fuzzed Site ${n}`, time_zone: 'America/Chicago', version: 1000 + n })
    .returning({ id: sites.id });
  if (!made) throw new Error('no site');
  await db.insert(homepageAlerts).values([
    { site_id: made.id, message: 'First alert.', sort_order: 1 },
    { site_id: made.id, message: 'Second alert.', sort_order: 2 },
  ]);
  return made.id;
}
