/**
 * Who on a dining team may do what in the staff console (docs/product/console.md#roles): one
 * table, read by the server before every console handler and by the console to show only what a
 * person may use. Roles are granted per site (a location manager's also per location); a platform
 * admin's grant holds for every site.
 */

export const STAFF_ROLES = ['platform_admin', 'site_manager', 'editor', 'location_manager', 'service_desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console call may need, and how far each reaches: `platform` acts on no one site,
 * `site` on one site, `location` on one location of a site.
 */
export const PERMISSION_SCOPES = {
  'sites.create': 'platform',
  'staff.manage': 'platform',
  'staff.list': 'site',
  'site.settings': 'site',
  'site.publish': 'platform',
  'site.alerts': 'site',
  'audit.read': 'site',
  'content.edit': 'site',
  'menus.edit': 'location',
  'hours.edit': 'location',
  'live_status.edit': 'location',
  'plans.edit': 'site',
  'orders.manage': 'site',
  'refunds.issue': 'site',
  'reservations.manage': 'location',
  'forms.read': 'site',
  'health_forms.read': 'site',
  'customers.manage': 'site',
} as const satisfies Record<string, 'platform' | 'site' | 'location'>;
export type Permission = keyof typeof PERMISSION_SCOPES;
export const PERMISSIONS = Object.keys(PERMISSION_SCOPES) as Permission[];

/** What each role may do within its grant's reach. A site manager does everything on their sites but create sites, publish them and manage staff. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  platform_admin: PERMISSIONS,
  site_manager: PERMISSIONS.filter((permission) => PERMISSION_SCOPES[permission] !== 'platform'),
  editor: ['content.edit', 'site.alerts', 'menus.edit', 'hours.edit', 'live_status.edit'],
  location_manager: ['menus.edit', 'hours.edit', 'live_status.edit', 'reservations.manage'],
  // Health forms only with the grant's own health-data flag (StaffGrant.health_data).
  service_desk: ['orders.manage', 'refunds.issue', 'reservations.manage', 'forms.read', 'health_forms.read', 'customers.manage'],
};

/** Roles whose accounts must log in with a second factor (TOTP or a recovery code). */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['platform_admin', 'site_manager'];

/** One role given to one person: on every site (a platform admin: `site_id` null), one site, or some of its locations. */
export interface StaffGrant {
  role: StaffRole;
  /** Null only for a platform admin. */
  site_id: number | null;
  /** A location manager's locations; null for every other role. */
  location_ids: readonly number[] | null;
  /** Whether a service desk grant may read dietary health forms (health data asks for its own grant). */
  health_data: boolean;
}

/** Where a call acts: nowhere in particular (a platform call), a site, or one of its locations. */
export interface StaffTarget {
  site_id?: number;
  location_id?: number;
}

function grantReaches(grant: StaffGrant, permission: Permission, target: StaffTarget): boolean {
  if (grant.role === 'platform_admin') return true;
  const scope = PERMISSION_SCOPES[permission];
  if (scope === 'platform' || target.site_id === undefined || grant.site_id !== target.site_id) return false;
  if (grant.role !== 'location_manager') return true;
  // A location manager acts on their locations only, and on no site-wide permission.
  return scope === 'location' && target.location_id !== undefined && (grant.location_ids ?? []).includes(target.location_id);
}

/** May a person holding `grants` use `permission` on `target`? */
export function mayUse(grants: readonly StaffGrant[], permission: Permission, target: StaffTarget = {}): boolean {
  return grants.some((grant) => {
    if (!ROLE_PERMISSIONS[grant.role].includes(permission)) return false;
    if (permission === 'health_forms.read' && grant.role === 'service_desk' && !grant.health_data) return false;
    return grantReaches(grant, permission, target);
  });
}

/** May a person holding `grants` use `permission` somewhere on site `siteId`: on the whole site, or on one of its locations (a location manager)? */
export function mayUseOnSite(grants: readonly StaffGrant[], permission: Permission, siteId: number): boolean {
  if (mayUse(grants, permission, { site_id: siteId })) return true;
  return grants.some((grant) => grant.site_id === siteId && (grant.location_ids ?? []).some((locationId) => mayUse([grant], permission, { site_id: siteId, location_id: locationId })));
}

/** Does a person holding `grants` need a second factor to log in? */
export const needsSecondFactor = (grants: readonly StaffGrant[]): boolean => grants.some((grant) => SECOND_FACTOR_ROLES.includes(grant.role));

/** The sites a person may open in the console (null: every site, for a platform admin). */
export function reachableSites(grants: readonly StaffGrant[]): number[] | null {
  if (grants.some((grant) => grant.role === 'platform_admin')) return null;
  return [...new Set(grants.flatMap((grant) => (grant.site_id === null ? [] : [grant.site_id])))].sort((a, b) => a - b);
}
