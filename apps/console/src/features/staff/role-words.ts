import type { StaffMember } from '@commons/contract/console';
import type { StaffRole } from '@commons/domain';

type MemberGrant = StaffMember['grants'][number];

/** Each role's name, as the console writes it. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  platform_admin: 'Platform admin',
  site_manager: 'Site manager',
  editor: 'Editor',
  location_manager: 'Location manager',
  service_desk: 'Service desk',
};

/** The roles a platform admin may give on one site (the platform admin role holds for every site and is not given here). */
export const SITE_ROLES = ['site_manager', 'editor', 'location_manager', 'service_desk'] as const satisfies readonly StaffRole[];
export type SiteRole = (typeof SITE_ROLES)[number];

/** The roles a platform admin may give on the All staff page: a site's, or the platform admin role itself. */
export const GRANT_ROLES = [...SITE_ROLES, 'platform_admin'] as const satisfies readonly StaffRole[];
export type GrantRole = (typeof GRANT_ROLES)[number];

/** One sentence on what each role may do, for the role choice. */
export const ROLE_HELP: Record<GrantRole, string> = {
  platform_admin: 'Everything on every site, now and to come: creating and publishing sites, and managing staff and their roles.',
  site_manager: 'Everything on this site except publishing it and managing staff.',
  editor: 'Content, homepage alerts, menus, hours and live status.',
  location_manager: 'Menus, hours, live status and reservations of the locations chosen.',
  service_desk: 'Orders and refunds, reservations, the forms inbox and customers.',
};

/**
 * One role in plain words: "Site manager", "Location manager — Founders Dining Commons, Union
 * Market" (the locations by name, in the order given; an id the list lacks as "location 12"),
 * "Service desk (with health forms)".
 */
export function roleWords(grant: Pick<MemberGrant, 'role' | 'location_ids' | 'health_data'>, locationNames: ReadonlyMap<number, string>): string {
  const places = placesOf(grant, locationNames);
  return places === '' ? roleName(grant) : `${roleName(grant)} — ${places}`;
}

/**
 * One role with where it holds, for a list of every site: "Editor on Northfield University",
 * "Location manager on Northfield University — Founders Dining Commons", "Service desk (with
 * health forms) on Lakeside College", "Platform admin (every site)". A site the list lacks is
 * "site 12".
 */
export function roleAndSiteWords(grant: Pick<MemberGrant, 'role' | 'site_id' | 'location_ids' | 'health_data'>, locationNames: ReadonlyMap<number, string>, siteNames: ReadonlyMap<number, string>): string {
  if (grant.site_id === null) return `${ROLE_NAMES[grant.role]} (every site)`;
  const on = `${roleName(grant)} on ${siteNames.get(grant.site_id) ?? `site ${grant.site_id}`}`;
  const places = placesOf(grant, locationNames);
  return places === '' ? on : `${on} — ${places}`;
}

/** The role's name, with service desk's health forms when it has them. */
const roleName = (grant: Pick<MemberGrant, 'role' | 'health_data'>): string =>
  grant.role === 'service_desk' && grant.health_data ? `${ROLE_NAMES[grant.role]} (with health forms)` : ROLE_NAMES[grant.role];

/** A location manager's locations by name, in the order given; '' for any other role. */
const placesOf = (grant: Pick<MemberGrant, 'role' | 'location_ids'>, locationNames: ReadonlyMap<number, string>): string =>
  grant.role === 'location_manager' ? (grant.location_ids ?? []).map((id) => locationNames.get(id) ?? `location ${id}`).join(', ') : '';

/** A person's grants that reach a site: their roles on it (or some of its locations) and a platform admin's. */
export const grantsOn = (member: Pick<StaffMember, 'grants'>, siteId: number): MemberGrant[] =>
  member.grants.filter((grant) => grant.site_id === null || grant.site_id === siteId);

export type AccountStatus = 'Active' | 'Deactivated' | 'Invited';

/** Deactivated wins over everything; an account that never set its password is still Invited. */
export const accountStatus = (member: Pick<StaffMember, 'active' | 'has_password'>): AccountStatus =>
  !member.active ? 'Deactivated' : member.has_password ? 'Active' : 'Invited';

export const secondFactorWords = (member: Pick<StaffMember, 'has_second_factor'>): string => (member.has_second_factor ? 'Set up' : 'Not set up');
