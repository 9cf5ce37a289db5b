// Written by `npm run contract:endpoints` from the route table (route-table.ts): do not edit by hand.
import { endpoint } from '../endpoint.ts';
import type { getConsoleSession, postConsoleLogin, postConsoleLogout, postNewRecoveryCodes, postSecondFactorConfirm, postSecondFactorSetup } from './auth.ts';
import type { getConsoleAudit } from './audit.ts';

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
};
export { buildPath, type Endpoint } from '../endpoint.ts';
