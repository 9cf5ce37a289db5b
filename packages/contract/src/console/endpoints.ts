// Written by `npm run contract:endpoints` from the route table (route-table.ts): do not edit by hand.
import { endpoint } from '../endpoint.ts';
import type { getConsoleSession, postConsoleLogin, postConsoleLogout, postNewRecoveryCodes, postSecondFactorConfirm, postSecondFactorSetup } from './auth.ts';
import type { getConsoleAudit } from './audit.ts';
import type { deleteStaffGrant, getAllStaff, getSiteStaff, postStaffGrant, postStaffInvitation, putStaffGrant, putStaffStatus } from './staff.ts';

/**
 * Every call as a schema-free endpoint for clients (`@commons/contract/endpoints`): its method and
 * path, typed by its route, so the web bundle ships no zod. A test keeps this file equal to what
 * the route table writes.
 */
export const endpoints = {
  getConsoleSession: endpoint<typeof getConsoleSession>('GET', '/v1/console/session'),
  postConsoleLogin: endpoint<typeof postConsoleLogin>('POST', '/v1/console/login'),
  postConsoleLogout: endpoint<typeof postConsoleLogout>('POST', '/v1/console/logout'),
  postNewRecoveryCodes: endpoint<typeof postNewRecoveryCodes>('POST', '/v1/console/second-factor/recovery-codes'),
  postSecondFactorConfirm: endpoint<typeof postSecondFactorConfirm>('POST', '/v1/console/second-factor/confirm'),
  postSecondFactorSetup: endpoint<typeof postSecondFactorSetup>('POST', '/v1/console/second-factor/setup'),
  getConsoleAudit: endpoint<typeof getConsoleAudit>('GET', '/v1/console/audit'),
  deleteStaffGrant: endpoint<typeof deleteStaffGrant>('DELETE', '/v1/console/staff/{staff_id}/grants/{grant_id}'),
  getAllStaff: endpoint<typeof getAllStaff>('GET', '/v1/console/staff/all'),
  getSiteStaff: endpoint<typeof getSiteStaff>('GET', '/v1/console/staff'),
  postStaffGrant: endpoint<typeof postStaffGrant>('POST', '/v1/console/staff/{staff_id}/grants'),
  postStaffInvitation: endpoint<typeof postStaffInvitation>('POST', '/v1/console/staff/invitations'),
  putStaffGrant: endpoint<typeof putStaffGrant>('PUT', '/v1/console/staff/{staff_id}/grants/{grant_id}'),
  putStaffStatus: endpoint<typeof putStaffStatus>('PUT', '/v1/console/staff/{staff_id}/status'),
};
export { buildPath, type Endpoint } from '../endpoint.ts';
