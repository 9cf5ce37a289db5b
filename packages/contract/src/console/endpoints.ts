// Written by `npm run contract:endpoints` from the route table (route-table.ts): do not edit by hand.
import { endpoint } from '../endpoint.ts';
import type { getConsoleSession, postConsoleLogin, postConsoleLogout, postNewRecoveryCodes, postSecondFactorConfirm, postSecondFactorSetup } from './auth.ts';
import type { getConsoleAudit } from './audit.ts';
import type { deleteConsoleAlert, getConsoleAlerts, getConsoleSiteSettings, postConsoleAlert, postConsoleSite, putConsoleAlert, putConsoleAlertOrder, putConsoleSiteStatus, putSiteBranding, putSiteFeatures, putSiteFooter, putSiteHome, putSiteIdentity, putSiteMenus, putSiteShopAndScript, putSiteSocial } from './sites.ts';
import type { deleteStaffGrant, getAllStaff, getSiteStaff, getStaffLocations, postStaffGrant, postStaffInvitation, putStaffGrant, putStaffStatus } from './staff.ts';
import type { putSiteLogo } from './site-logo.ts';
import type { deleteSitePicture, putSitePicture } from './site-pictures.ts';
import type { getLiveLocations, putLocationLive } from './location-live.ts';
import type { deleteConsoleDish, getConsoleDish, getConsoleDishes, postConsoleDish, putConsoleDish, putConsoleDishArchived } from './dishes.ts';

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
  deleteConsoleAlert: endpoint<typeof deleteConsoleAlert>('DELETE', '/v1/console/sites/{site_id}/alerts/{alert_id}'),
  getConsoleAlerts: endpoint<typeof getConsoleAlerts>('GET', '/v1/console/sites/{site_id}/alerts'),
  getConsoleSiteSettings: endpoint<typeof getConsoleSiteSettings>('GET', '/v1/console/sites/{site_id}/settings'),
  postConsoleAlert: endpoint<typeof postConsoleAlert>('POST', '/v1/console/sites/{site_id}/alerts'),
  postConsoleSite: endpoint<typeof postConsoleSite>('POST', '/v1/console/sites'),
  putConsoleAlert: endpoint<typeof putConsoleAlert>('PUT', '/v1/console/sites/{site_id}/alerts/{alert_id}'),
  putConsoleAlertOrder: endpoint<typeof putConsoleAlertOrder>('PUT', '/v1/console/sites/{site_id}/alerts/order'),
  putConsoleSiteStatus: endpoint<typeof putConsoleSiteStatus>('PUT', '/v1/console/sites/{site_id}/status'),
  putSiteBranding: endpoint<typeof putSiteBranding>('PUT', '/v1/console/sites/{site_id}/settings/branding'),
  putSiteFeatures: endpoint<typeof putSiteFeatures>('PUT', '/v1/console/sites/{site_id}/settings/features'),
  putSiteFooter: endpoint<typeof putSiteFooter>('PUT', '/v1/console/sites/{site_id}/settings/footer'),
  putSiteHome: endpoint<typeof putSiteHome>('PUT', '/v1/console/sites/{site_id}/settings/home'),
  putSiteIdentity: endpoint<typeof putSiteIdentity>('PUT', '/v1/console/sites/{site_id}/settings/identity'),
  putSiteMenus: endpoint<typeof putSiteMenus>('PUT', '/v1/console/sites/{site_id}/settings/menus'),
  putSiteShopAndScript: endpoint<typeof putSiteShopAndScript>('PUT', '/v1/console/sites/{site_id}/settings/shop_and_script'),
  putSiteSocial: endpoint<typeof putSiteSocial>('PUT', '/v1/console/sites/{site_id}/settings/social'),
  deleteStaffGrant: endpoint<typeof deleteStaffGrant>('DELETE', '/v1/console/staff/{staff_id}/grants/{grant_id}'),
  getAllStaff: endpoint<typeof getAllStaff>('GET', '/v1/console/staff/all'),
  getSiteStaff: endpoint<typeof getSiteStaff>('GET', '/v1/console/staff'),
  getStaffLocations: endpoint<typeof getStaffLocations>('GET', '/v1/console/staff/locations'),
  postStaffGrant: endpoint<typeof postStaffGrant>('POST', '/v1/console/staff/{staff_id}/grants'),
  postStaffInvitation: endpoint<typeof postStaffInvitation>('POST', '/v1/console/staff/invitations'),
  putStaffGrant: endpoint<typeof putStaffGrant>('PUT', '/v1/console/staff/{staff_id}/grants/{grant_id}'),
  putStaffStatus: endpoint<typeof putStaffStatus>('PUT', '/v1/console/staff/{staff_id}/status'),
  putSiteLogo: endpoint<typeof putSiteLogo>('PUT', '/v1/console/sites/{site_id}/logo'),
  deleteSitePicture: endpoint<typeof deleteSitePicture>('DELETE', '/v1/console/sites/{site_id}/pictures/{picture}'),
  putSitePicture: endpoint<typeof putSitePicture>('PUT', '/v1/console/sites/{site_id}/pictures/{picture}'),
  getLiveLocations: endpoint<typeof getLiveLocations>('GET', '/v1/console/sites/{site_id}/live'),
  putLocationLive: endpoint<typeof putLocationLive>('PUT', '/v1/console/sites/{site_id}/locations/{location_id}/live'),
  deleteConsoleDish: endpoint<typeof deleteConsoleDish>('DELETE', '/v1/console/sites/{site_id}/dishes/{dish_id}'),
  getConsoleDish: endpoint<typeof getConsoleDish>('GET', '/v1/console/sites/{site_id}/dishes/{dish_id}'),
  getConsoleDishes: endpoint<typeof getConsoleDishes>('GET', '/v1/console/sites/{site_id}/dishes'),
  postConsoleDish: endpoint<typeof postConsoleDish>('POST', '/v1/console/sites/{site_id}/dishes'),
  putConsoleDish: endpoint<typeof putConsoleDish>('PUT', '/v1/console/sites/{site_id}/dishes/{dish_id}'),
  putConsoleDishArchived: endpoint<typeof putConsoleDishArchived>('PUT', '/v1/console/sites/{site_id}/dishes/{dish_id}/archived'),
};
export { buildPath, type Endpoint } from '../endpoint.ts';
