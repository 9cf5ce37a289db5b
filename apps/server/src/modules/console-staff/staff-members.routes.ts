import { deleteStaffGrant, getAllStaff, getStaffLocations, getSiteStaff, postStaffGrant, postStaffInvitation, putStaffGrant, putStaffStatus, STAFF_MESSAGES } from '@commons/contract/console';
import type { ConsoleRoute } from '../console-auth/index.ts';
import type { StaffMembersService } from './staff-members.service.ts';

/** Who has access, invitations, roles and account status (docs/product/console.md#staff). */
export function staffMembersRoutes(consoleRoute: ConsoleRoute, staff: StaffMembersService) {
  consoleRoute(getSiteStaff, async ({ query }) => ({ staff: await staff.ofSite(query.site_id) }));
  consoleRoute(getStaffLocations, async ({ query }) => ({ locations: await staff.siteLocations(query.site_id) }));
  consoleRoute(getAllStaff, async () => ({ staff: await staff.all() }));
  consoleRoute(postStaffInvitation, async ({ body, author }) => ({ msg: STAFF_MESSAGES.invited, staff: await staff.invite(body, author) }));
  consoleRoute(postStaffGrant, async ({ params, body, author }) => ({ staff: await staff.addGrant(params.staff_id, body, author) }));
  consoleRoute(putStaffGrant, async ({ params, body, author }) => ({ staff: await staff.changeGrant(params.staff_id, params.grant_id, body, author) }));
  consoleRoute(deleteStaffGrant, async ({ params, body, author }) => ({ staff: await staff.removeGrant(params.staff_id, params.grant_id, body.version, author) }));
  consoleRoute(putStaffStatus, async ({ params, body, author }) => ({ staff: await staff.setActive(params.staff_id, body, author) }));
}
