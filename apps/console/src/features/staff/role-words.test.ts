import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@commons/contract/console';
import { accountStatus, grantsOn, roleAndSiteWords, roleWords, secondFactorWords } from './role-words.ts';

const places = new Map([
  [3, 'Founders Dining Commons'],
  [7, 'Union Market'],
]);
type Grant = StaffMember['grants'][number];
const grant = (over: Partial<Grant>): Grant => ({ id: 1, role: 'editor', site_id: 1, location_ids: null, health_data: false, version: 1, ...over });

describe('a role in plain words', () => {
  it('names the role', () => {
    expect(roleWords(grant({ role: 'site_manager' }), places)).toBe('Site manager');
    expect(roleWords(grant({ role: 'platform_admin', site_id: null }), places)).toBe('Platform admin');
  });
  it("names a location manager's locations in the order given, and an unknown one by its id", () => {
    expect(roleWords(grant({ role: 'location_manager', location_ids: [3, 7] }), places)).toBe('Location manager — Founders Dining Commons, Union Market');
    expect(roleWords(grant({ role: 'location_manager', location_ids: [12] }), places)).toBe('Location manager — location 12');
  });
  it('says when service desk may read health forms', () => {
    expect(roleWords(grant({ role: 'service_desk', health_data: true }), places)).toBe('Service desk (with health forms)');
    expect(roleWords(grant({ role: 'service_desk' }), places)).toBe('Service desk');
  });
});

describe('a role with its site, for the list of every site', () => {
  const sites = new Map([[1, 'Northfield University']]);
  it('says the site after the role, the locations last, and the platform admin role as every site', () => {
    expect(roleAndSiteWords(grant({ role: 'editor' }), places, sites)).toBe('Editor on Northfield University');
    expect(roleAndSiteWords(grant({ role: 'service_desk', health_data: true }), places, sites)).toBe('Service desk (with health forms) on Northfield University');
    expect(roleAndSiteWords(grant({ role: 'location_manager', location_ids: [7, 3] }), places, sites)).toBe('Location manager on Northfield University — Union Market, Founders Dining Commons');
    expect(roleAndSiteWords(grant({ role: 'platform_admin', site_id: null }), places, sites)).toBe('Platform admin (every site)');
  });
  it('names a site the list lacks by its id', () => {
    expect(roleAndSiteWords(grant({ role: 'site_manager', site_id: 9 }), places, sites)).toBe('Site manager on site 9');
  });
});

describe("a person's row", () => {
  const member = (over: Partial<StaffMember>): StaffMember => ({ id: 1, email: 'a@b.edu', name: 'A', active: true, has_password: true, has_second_factor: false, version: 1, grants: [], ...over });
  it('is Invited until a password is set, Deactivated above all', () => {
    expect(accountStatus(member({}))).toBe('Active');
    expect(accountStatus(member({ has_password: false }))).toBe('Invited');
    expect(accountStatus(member({ active: false, has_password: false }))).toBe('Deactivated');
  });
  it('says whether a second factor is set up', () => {
    expect(secondFactorWords(member({ has_second_factor: true }))).toBe('Set up');
    expect(secondFactorWords(member({}))).toBe('Not set up');
  });
  it("lists the roles on this site and a platform admin's, not another site's", () => {
    const grants = [grant({ id: 1, site_id: 1 }), grant({ id: 2, site_id: 2 }), grant({ id: 3, role: 'platform_admin', site_id: null })];
    expect(grantsOn(member({ grants }), 1).map((g) => g.id)).toEqual([1, 3]);
  });
});
