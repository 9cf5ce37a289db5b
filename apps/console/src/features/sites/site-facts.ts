import type { ConsoleSession, ConsoleSite, StaffGrantAnswer } from '@commons/contract/console';

/** The site a console address names, matched as slugs are (case-insensitively), among the person's sites. */
export const siteBySlug = (sites: readonly ConsoleSite[], slug: string | undefined): ConsoleSite | null =>
  slug === undefined ? null : (sites.find((site) => site.slug.toLowerCase() === slug.toLowerCase()) ?? null);

/** A site's status in words. */
export const STATUS_TEXT: Record<ConsoleSite['status'], string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  pre_launch: 'Pre-launch',
};

const ROLE_TEXT: Record<StaffGrantAnswer['role'], string> = {
  platform_admin: 'Platform admin',
  site_manager: 'Site manager',
  editor: 'Editor',
  location_manager: 'Location manager',
  service_desk: 'Service desk',
};

/** The roles the person holds on a site, in words: their grants on it, and a platform admin's on every site. */
export function rolesOn(session: Pick<ConsoleSession, 'grants'>, siteId: number): string[] {
  const roles = session.grants.filter((grant) => grant.site_id === null || grant.site_id === siteId).map((grant) => ROLE_TEXT[grant.role]);
  return [...new Set(roles)];
}
