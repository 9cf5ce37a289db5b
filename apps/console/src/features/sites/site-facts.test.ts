import { describe, expect, it } from 'vitest';
import type { ConsoleSite, StaffGrantAnswer } from '@commons/contract/console';
import { rolesOn, siteBySlug } from './site-facts.ts';

const sites: ConsoleSite[] = [
  { id: 1, slug: 'northfield', name: 'Northfield University', status: 'published' },
  { id: 2, slug: 'Lakeside', name: 'Lakeside College', status: 'pre_launch' },
];
const grant = (role: StaffGrantAnswer['role'], siteId: number | null): StaffGrantAnswer => ({ id: siteId ?? 0, role, site_id: siteId, location_ids: null, health_data: false });

describe("a console address's site", () => {
  it('is found by slug in any case, among the sites the person may open', () => {
    expect(siteBySlug(sites, 'NorthField')?.id).toBe(1);
    expect(siteBySlug(sites, 'lakeside')?.id).toBe(2);
    expect(siteBySlug(sites, 'harbor')).toBeNull();
    expect(siteBySlug(sites, undefined)).toBeNull();
  });
});

describe("the person's roles on a site", () => {
  it('are their grants on it, and a platform admin role on every site, each named once', () => {
    const session = { grants: [grant('editor', 1), grant('service_desk', 1), grant('site_manager', 2), grant('platform_admin', null), grant('editor', 1)] };
    expect(rolesOn(session, 1)).toEqual(['Editor', 'Service desk', 'Platform admin']);
    expect(rolesOn(session, 2)).toEqual(['Site manager', 'Platform admin']);
    expect(rolesOn({ grants: [grant('location_manager', 1)] }, 2)).toEqual([]);
  });
});
