import {
  deleteConsoleAlert,
  getConsoleAlerts,
  getConsoleSiteSettings,
  postConsoleAlert,
  postConsoleSite,
  putConsoleAlert,
  putConsoleAlertOrder,
  putConsoleSiteStatus,
  putSiteBranding,
  putSiteFeatures,
  putSiteFooter,
  putSiteHome,
  putSiteIdentity,
  putSiteMenus,
  putSiteShopAndScript,
  putSiteSocial,
  putSiteLogo,
  putSitePicture,
  deleteSitePicture,
  base64Length,
  LOGO_MAX_BYTES,
  PICTURE_MAX_BYTES,
} from '@commons/contract/console';
import type { ConsoleRoute } from '../console-auth/index.ts';
import type { AlertsAdminService } from './alerts-admin.service.ts';
import type { SitesAdminService } from './sites-admin.service.ts';

/** Creating and running a site: its status, settings and homepage alerts (docs/product/console.md#sites). */
export function consoleSitesRoutes(consoleRoute: ConsoleRoute, sites: SitesAdminService, alerts: AlertsAdminService) {
  consoleRoute(postConsoleSite, async ({ body, author }) => sites.create(body, author));
  consoleRoute(putConsoleSiteStatus, async ({ params, body, author }) => sites.setStatus(params.site_id, body, author));

  consoleRoute(getConsoleSiteSettings, async ({ params }) => sites.settings(params.site_id));
  consoleRoute(putSiteIdentity, async ({ params, body, author }) => sites.save(params.site_id, 'identity', body, author));
  consoleRoute(putSiteBranding, async ({ params, body, author }) => sites.save(params.site_id, 'branding', body, author));
  consoleRoute(putSiteHome, async ({ params, body, author }) => sites.save(params.site_id, 'home', body, author));
  consoleRoute(putSiteMenus, async ({ params, body, author }) => sites.save(params.site_id, 'menus', body, author));
  consoleRoute(putSiteFeatures, async ({ params, body, author }) => sites.save(params.site_id, 'features', body, author));
  consoleRoute(putSiteSocial, async ({ params, body, author }) => sites.save(params.site_id, 'social', body, author));
  consoleRoute(putSiteFooter, async ({ params, body, author }) => sites.save(params.site_id, 'footer', body, author));
  consoleRoute(putSiteShopAndScript, async ({ params, body, author }) => sites.save(params.site_id, 'shop_and_script', body, author));
  // The file travels as base64 in JSON: a third larger than the file, and room for the rest of the body.
  consoleRoute(putSiteLogo, async ({ params, body, author }) => sites.saveLogo(params.site_id, Buffer.from(body.file, 'base64'), body.version, author), { bodyLimit: base64Length(LOGO_MAX_BYTES) + 4096 });
  consoleRoute(putSitePicture, async ({ params, body, author }) => sites.savePicture(params.site_id, params.picture, Buffer.from(body.file, 'base64'), body.version, author), {
    bodyLimit: base64Length(PICTURE_MAX_BYTES) + 4096,
  });
  consoleRoute(deleteSitePicture, async ({ params, body, author }) => sites.removePicture(params.site_id, params.picture, body.version, author));

  consoleRoute(getConsoleAlerts, async ({ params }) => alerts.list(params.site_id));
  consoleRoute(postConsoleAlert, async ({ params, body, author }) => alerts.create(params.site_id, body, author));
  consoleRoute(putConsoleAlertOrder, async ({ params, body, author }) => alerts.reorder(params.site_id, body.alerts, author));
  consoleRoute(putConsoleAlert, async ({ params, body, author }) => alerts.edit(params.site_id, params.alert_id, body, author));
  consoleRoute(deleteConsoleAlert, async ({ params, body, author }) => alerts.remove(params.site_id, params.alert_id, body.version, author));
}
