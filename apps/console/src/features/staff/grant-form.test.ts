import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STAFF_MESSAGES } from '@commons/contract/console';
import { checkGrant, grantBodyOf, grantFields, type GrantFieldValues } from './grant-form.ts';

const values = (over: Partial<GrantFieldValues>): GrantFieldValues => ({ role: 'editor', site_id: '1', location_ids: [], health_data: false, ...over });
const roleForm = z.object(grantFields).superRefine(checkGrant);
const problems = (form: GrantFieldValues) => (roleForm.safeParse(form).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('a role as the form holds it', () => {
  it('goes to the API on its site, with locations only for a location manager and health forms only for service desk', () => {
    expect(grantBodyOf(values({ location_ids: ['3'], health_data: true }))).toEqual({ role: 'editor', site_id: 1, location_ids: null, health_data: false });
    expect(grantBodyOf(values({ role: 'location_manager', site_id: '2', location_ids: ['3', '7'] }))).toEqual({ role: 'location_manager', site_id: 2, location_ids: [3, 7], health_data: false });
    expect(grantBodyOf(values({ role: 'service_desk', health_data: true }))).toEqual({ role: 'service_desk', site_id: 1, location_ids: null, health_data: true });
  });

  it('as platform admin goes on no site, whatever site was chosen before', () => {
    expect(grantBodyOf(values({ role: 'platform_admin', site_id: '2', location_ids: ['3'] }))).toEqual({ role: 'platform_admin', site_id: null, location_ids: null, health_data: false });
  });

  it('needs a site unless it is platform admin, and a location manager’s locations', () => {
    expect(problems(values({ site_id: '' }))).toEqual([['site_id', STAFF_MESSAGES.siteNeeded]]);
    expect(problems(values({ role: 'platform_admin', site_id: '' }))).toEqual([]);
    expect(problems(values({ role: 'location_manager' }))).toEqual([['location_ids', STAFF_MESSAGES.locationsNeeded]]);
  });
});
