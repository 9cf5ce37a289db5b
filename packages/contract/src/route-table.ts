import type { RouteDef } from './route.ts';
import * as sites from './sites.ts';
import * as sections from './sections.ts';
import * as microsite from './microsite.ts';
import * as tiles from './tiles.ts';
import * as locations from './locations.ts';
import * as menus from './menus.ts';
import * as newsletters from './newsletters.ts';
import * as staff from './staff.ts';
import * as cateringFiles from './catering-files.ts';
import * as photoAlbums from './photo-albums.ts';
import * as diningBlog from './dining-blog.ts';
import * as directorsMeetings from './directors-meetings.ts';
import * as surveys from './surveys.ts';
import * as customers from './customers.ts';
import * as passwordReset from './password-reset.ts';
import * as reservations from './reservations.ts';
import * as events from './events.ts';
import * as feedback from './feedback.ts';
import * as dietaryHealth from './dietary-health.ts';
import * as onTheGo from './on-the-go.ts';
import * as help from './help.ts';
import * as purchase from './purchase.ts';
import * as checkout from './checkout.ts';
import * as customerOrders from './customer-orders.ts';
import * as consoleAuth from './console/auth.ts';
import * as consoleAudit from './console/audit.ts';
import * as consoleSites from './console/sites.ts';
import * as consoleStaff from './console/staff.ts';
import * as consoleSiteLogo from './console/site-logo.ts';
import * as consoleSitePictures from './console/site-pictures.ts';
import * as consoleLocationLive from './console/location-live.ts';
import * as consoleDishes from './console/dishes.ts';
import * as siteChanges from './site-changes.ts';

/**
 * The API's areas, each a module of the contract, in the order the reference lists them. Every call
 * an area exports is in the route table: a new call is named once, where it is defined. (The
 * operations probes, /healthz and /readyz, are not API calls and stay out.)
 */
export const apiAreas = {
  sites,
  sections,
  microsite,
  tiles,
  locations,
  menus,
  newsletters,
  staff,
  'catering-files': cateringFiles,
  'photo-albums': photoAlbums,
  'dining-blog': diningBlog,
  'directors-meetings': directorsMeetings,
  surveys,
  customers,
  'password-reset': passwordReset,
  reservations,
  events,
  feedback,
  'dietary-health': dietaryHealth,
  'on-the-go': onTheGo,
  help,
  purchase,
  checkout,
  'customer-orders': customerOrders,
  'console/auth': consoleAuth,
  'console/audit': consoleAudit,
  'console/sites': consoleSites,
  'console/staff': consoleStaff,
  'console/site-logo': consoleSiteLogo,
  'console/site-pictures': consoleSitePictures,
  'console/location-live': consoleLocationLive,
  'console/dishes': consoleDishes,
  'site-changes': siteChanges,
} as const;

const METHODS: ReadonlySet<unknown> = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** A contract call, told from the schemas and constants an area module also exports. */
export function isRouteDef(value: unknown): value is RouteDef {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof RouteDef, unknown>>;
  return METHODS.has(candidate.method) && typeof candidate.path === 'string' && typeof candidate.summary === 'string' && typeof candidate.answer === 'object';
}

/** One call with the name its area exports it under and the area's file name. */
export interface NamedRoute {
  readonly name: string;
  readonly area: keyof typeof apiAreas;
  readonly def: RouteDef;
}

/** Every call of every area, by area in the reference's order, and by name within an area. */
export const namedRoutes: readonly NamedRoute[] = (Object.entries(apiAreas) as [keyof typeof apiAreas, object][]).flatMap(([area, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, RouteDef] => isRouteDef(entry[1]))
    // A module namespace lists its exports by name, but not every loader keeps that order: sort.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, def]) => ({ name, area, def })),
);

/** Every API call, in the order the reference lists them. */
export const routeTable: readonly RouteDef[] = namedRoutes.map((route) => route.def);
