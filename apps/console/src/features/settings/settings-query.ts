import { queryOptions } from '@tanstack/react-query';
import { consoleEndpoints, type SettingsGroup, type SiteSettingsAnswer } from '@commons/contract/console';
import { api } from '../../api/client.ts';

/** A site's settings in groups, its version and who changed it last. */
export const settingsQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['console', 'settings', siteId] as const,
    queryFn: ({ signal }) => api(consoleEndpoints.getConsoleSiteSettings, { params: { site_id: siteId }, signal }),
  });

const saveCalls = {
  identity: consoleEndpoints.putSiteIdentity,
  branding: consoleEndpoints.putSiteBranding,
  home: consoleEndpoints.putSiteHome,
  menus: consoleEndpoints.putSiteMenus,
  features: consoleEndpoints.putSiteFeatures,
  social: consoleEndpoints.putSiteSocial,
  footer: consoleEndpoints.putSiteFooter,
  shop_and_script: consoleEndpoints.putSiteShopAndScript,
} as const;

/** Saves one group over the version it was read at; answers every setting again, with the new version. */
export function saveGroup(siteId: number, group: SettingsGroup, body: Record<string, unknown>): Promise<SiteSettingsAnswer> {
  // Each group's call takes its own body type; the form has checked it against that group's schema.
  const call = saveCalls[group] as typeof consoleEndpoints.putSiteSocial;
  return api(call, { params: { site_id: siteId }, body: body as never });
}
