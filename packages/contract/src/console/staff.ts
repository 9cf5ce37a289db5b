import { z } from 'zod';
import { STAFF_ROLES } from '@commons/domain';
import { email } from '../customers.ts';
import { bodyId, id, personName, siteId } from '../primitives.ts';
import { del, get, post, put } from '../route.ts';
import { staffGrant } from './auth.ts';
import { consoleCall } from './console-route.ts';

const tag = 'console: staff';

/** A version a save was read at: a save over a newer one is a 409 (docs/product/console.md#saving). */
export const version = z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(1).max(2_147_483_647);

export const STAFF_MESSAGES = {
  nameRequired: 'Enter the person’s name.',
  siteNeeded: 'Choose the site this role is for.',
  noSiteForPlatformAdmin: 'A platform admin holds for every site: choose no site.',
  locationsNeeded: 'Choose at least one location this person manages.',
  locationsOnlyForLocationManagers: 'Only a location manager’s role names locations.',
  healthDataOnlyForServiceDesk: 'Only a service desk role may be given access to dietary health forms.',
  unknownLocation: 'One of the chosen locations is not on this site.',
  alreadyGranted: 'This person already has this role here.',
  ownAccount: 'You cannot deactivate your own account or remove your own platform admin role.',
  invited: 'Invitation sent.',
} as const;
const S = STAFF_MESSAGES;

/** A role to give: on a site (and, for a location manager, some of its locations), or the platform admin role on none. */
export const grantBody = z
  .object({
    role: z.enum(STAFF_ROLES, { error: 'Choose a role.' }),
    site_id: bodyId.nullable(),
    location_ids: z.array(bodyId).max(200, 'Too many locations.').nullable().default(null),
    health_data: z.boolean({ error: 'Must be true or false.' }).default(false),
  })
  .strict()
  .superRefine((grant, ctx) => {
    if (grant.role === 'platform_admin' && grant.site_id !== null) ctx.addIssue({ code: 'custom', path: ['site_id'], message: S.noSiteForPlatformAdmin });
    if (grant.role !== 'platform_admin' && grant.site_id === null) ctx.addIssue({ code: 'custom', path: ['site_id'], message: S.siteNeeded });
    if (grant.role === 'location_manager' && (grant.location_ids ?? []).length === 0) ctx.addIssue({ code: 'custom', path: ['location_ids'], message: S.locationsNeeded });
    if (grant.role !== 'location_manager' && grant.location_ids !== null && grant.location_ids.length > 0) ctx.addIssue({ code: 'custom', path: ['location_ids'], message: S.locationsOnlyForLocationManagers });
    if (grant.role !== 'service_desk' && grant.health_data) ctx.addIssue({ code: 'custom', path: ['health_data'], message: S.healthDataOnlyForServiceDesk });
  });
export type GrantBody = z.input<typeof grantBody>;

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Has set a password (accepted the invitation). */
  has_password: z.boolean(),
  has_second_factor: z.boolean(),
  version: z.number().int(),
  grants: z.array(staffGrant.extend({ version: z.number().int() })),
});
export type StaffMember = z.infer<typeof staffMember>;

export const getSiteStaff = consoleCall(
  get(
    '/v1/console/staff',
    { summary: "Who has access to a site: everyone with a role on it (or on some of its locations), and the platform admins, with those roles. Deactivated accounts are listed as such.", tag, query: z.object({ site_id: siteId }).strict() },
    z.object({ staff: z.array(staffMember) }),
  ),
  { permission: 'staff.list' },
);

export const getAllStaff = consoleCall(
  get('/v1/console/staff/all', { summary: 'Every staff account with all its roles (platform admins only).', tag }, z.object({ staff: z.array(staffMember) })),
  { permission: 'staff.manage' },
);

/** A location a location manager's role may name, as the staff pages list them. */
export const staffLocation = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type StaffLocation = z.infer<typeof staffLocation>;

export const getStaffLocations = consoleCall(
  get(
    '/v1/console/staff/locations',
    {
      summary: "A site's locations a location manager's role may name: every one, active or not, buildings left out, in the site's order; on an unpublished site too.",
      tag,
      query: z.object({ site_id: siteId }).strict(),
    },
    z.object({ locations: z.array(staffLocation) }),
  ),
  { permission: 'staff.list' },
);

export const inviteBody = z.object({ email, name: personName(S.nameRequired).trim().min(1, S.nameRequired).max(120, 'Too long.'), grant: grantBody }).strict();
export type InviteBody = z.input<typeof inviteBody>;

export const postStaffInvitation = consoleCall(
  post(
    '/v1/console/staff/invitations',
    {
      summary:
        "Invites a person by e-mail with a first role: a new account (or the existing one of that address, which gets the role) and a message with the staff reset link (`/resetPassword/{key}`, single use, 7 days), which sets a password and then leads to `/console/login`. Platform admins only.",
      tag,
      body: inviteBody,
    },
    z.object({ msg: z.string(), staff: staffMember }),
  ),
  { permission: 'staff.manage' },
);

const staffParams = z.object({ staff_id: id }).strict();
const grantParams = z.object({ staff_id: id, grant_id: id }).strict();

export const postStaffGrant = consoleCall(
  post('/v1/console/staff/{staff_id}/grants', { summary: 'Gives a person another role. Platform admins only.', tag, params: staffParams, body: grantBody }, z.object({ staff: staffMember })),
  { permission: 'staff.manage' },
);

export const putStaffGrant = consoleCall(
  put(
    '/v1/console/staff/{staff_id}/grants/{grant_id}',
    { summary: "Changes a role: its kind, its locations, its health-data access (its site stays). `version` is the role's as read; a newer one is a 409. Platform admins only.", tag, params: grantParams, body: z.object({ grant: grantBody, version }).strict() },
    z.object({ staff: staffMember }),
  ),
  { permission: 'staff.manage' },
);

export const deleteStaffGrant = consoleCall(
  del(
    '/v1/console/staff/{staff_id}/grants/{grant_id}',
    { summary: "Takes a role away; it stops working at the person's next call. Platform admins only.", tag, params: grantParams, body: z.object({ version }).strict() },
    z.object({ staff: staffMember }),
  ),
  { permission: 'staff.manage' },
);

export const putStaffStatus = consoleCall(
  put(
    '/v1/console/staff/{staff_id}/status',
    { summary: "Deactivates an account (its sessions end at once and it can no longer log in) or activates it again. Platform admins only; not one's own.", tag, params: staffParams, body: z.object({ active: z.boolean({ error: 'Must be true or false.' }), version }).strict() },
    z.object({ staff: staffMember }),
  ),
  { permission: 'staff.manage' },
);
