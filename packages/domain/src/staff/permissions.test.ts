import { describe, expect, it } from 'vitest';
import { mayUse, mayUseOnSite, needsSecondFactor, PERMISSIONS, reachableSites, type Permission, type StaffGrant, type StaffRole } from './permissions.ts';

const NORTHFIELD = 1;
const LAKESIDE = 2;
const FOUNDERS = 11;
const HARBOR_CAFE = 12;

const grant = (role: StaffRole, more: Partial<StaffGrant> = {}): StaffGrant => ({ role, site_id: role === 'platform_admin' ? null : NORTHFIELD, location_ids: null, health_data: false, ...more });

/** The permissions a grant allows on Northfield's Founders location, in the table's order. */
const allowedAtFounders = (grants: StaffGrant[]) => PERMISSIONS.filter((permission) => mayUse(grants, permission, { site_id: NORTHFIELD, location_id: FOUNDERS }));

describe('staff roles (docs/product/console.md#roles)', () => {
  it('gives each role its own permissions on its site, as the architecture lists them', () => {
    const expected: Record<StaffRole, Permission[]> = {
      platform_admin: [...PERMISSIONS],
      site_manager: ['staff.list', 'site.settings', 'site.alerts', 'audit.read', 'content.edit', 'menus.edit', 'hours.edit', 'live_status.edit', 'plans.edit', 'orders.manage', 'refunds.issue', 'reservations.manage', 'forms.read', 'health_forms.read', 'customers.manage'],
      editor: ['site.alerts', 'content.edit', 'menus.edit', 'hours.edit', 'live_status.edit'],
      location_manager: ['menus.edit', 'hours.edit', 'live_status.edit', 'reservations.manage'],
      service_desk: ['orders.manage', 'refunds.issue', 'reservations.manage', 'forms.read', 'customers.manage'],
    };
    const actual = Object.fromEntries(Object.keys(expected).map((role) => [role, allowedAtFounders([grant(role as StaffRole, role === 'location_manager' ? { location_ids: [FOUNDERS] } : {})])]));
    expect(actual).toEqual(expected);
  });

  it('keeps every role but the platform admin inside its own site', () => {
    for (const role of ['site_manager', 'editor', 'location_manager', 'service_desk'] as const) {
      const grants = [grant(role, { location_ids: role === 'location_manager' ? [FOUNDERS] : null, health_data: true })];
      expect(PERMISSIONS.filter((permission) => mayUse(grants, permission, { site_id: LAKESIDE, location_id: FOUNDERS })), role).toEqual([]);
    }
    expect(mayUse([grant('platform_admin')], 'site.settings', { site_id: LAKESIDE })).toBe(true);
  });

  it('lets only a platform admin create and publish sites and manage staff', () => {
    for (const permission of ['sites.create', 'site.publish', 'staff.manage'] as const) {
      expect(mayUse([grant('platform_admin')], permission), permission).toBe(true);
      expect(mayUse([grant('site_manager')], permission, { site_id: NORTHFIELD }), permission).toBe(false);
    }
  });

  it("keeps a location manager to their own locations, and to nothing site-wide", () => {
    const kitchen = [grant('location_manager', { location_ids: [FOUNDERS] })];
    expect(mayUse(kitchen, 'menus.edit', { site_id: NORTHFIELD, location_id: FOUNDERS })).toBe(true);
    expect(mayUse(kitchen, 'menus.edit', { site_id: NORTHFIELD, location_id: HARBOR_CAFE })).toBe(false);
    expect(mayUse(kitchen, 'menus.edit', { site_id: NORTHFIELD })).toBe(false);
    expect(mayUse(kitchen, 'content.edit', { site_id: NORTHFIELD, location_id: FOUNDERS })).toBe(false);
  });

  it('lets the service desk read health forms only with the health-data grant', () => {
    expect(mayUse([grant('service_desk')], 'health_forms.read', { site_id: NORTHFIELD })).toBe(false);
    expect(mayUse([grant('service_desk', { health_data: true })], 'health_forms.read', { site_id: NORTHFIELD })).toBe(true);
    expect(mayUse([grant('site_manager')], 'health_forms.read', { site_id: NORTHFIELD })).toBe(true);
  });

  it('adds up the grants a person holds on several sites', () => {
    const grants = [grant('editor'), grant('service_desk', { site_id: LAKESIDE })];
    expect(mayUse(grants, 'content.edit', { site_id: NORTHFIELD })).toBe(true);
    expect(mayUse(grants, 'content.edit', { site_id: LAKESIDE })).toBe(false);
    expect(mayUse(grants, 'orders.manage', { site_id: LAKESIDE })).toBe(true);
    expect(reachableSites(grants)).toEqual([NORTHFIELD, LAKESIDE]);
    expect(reachableSites([grant('platform_admin'), ...grants])).toBeNull();
    expect(mayUse([], 'content.edit', { site_id: NORTHFIELD })).toBe(false);
  });

  it('asks platform admins and site managers for a second factor', () => {
    expect(needsSecondFactor([grant('platform_admin')])).toBe(true);
    expect(needsSecondFactor([grant('editor'), grant('site_manager', { site_id: LAKESIDE })])).toBe(true);
    expect(needsSecondFactor([grant('editor'), grant('location_manager', { location_ids: [FOUNDERS] }), grant('service_desk')])).toBe(false);
  });
});

describe('mayUseOnSite', () => {
  const kitchen: StaffGrant = { role: 'location_manager', site_id: 1, location_ids: [5, 6], health_data: false };
  const desk: StaffGrant = { role: 'service_desk', site_id: 1, location_ids: null, health_data: false };
  it('holds for a location manager on a site where they hold a location, and nowhere else', () => {
    expect(mayUseOnSite([kitchen], 'live_status.edit', 1)).toBe(true);
    expect(mayUseOnSite([kitchen], 'live_status.edit', 2)).toBe(false);
    expect(mayUseOnSite([{ ...kitchen, location_ids: [] }], 'live_status.edit', 1)).toBe(false);
    expect(mayUseOnSite([desk], 'live_status.edit', 1)).toBe(false);
  });
});
