/** A site as a role's choice names it. */
export interface ScopeSite {
  id: number;
  name: string;
}

/**
 * Where a role given in a dialog holds: on one site, fixed (a site's People page, and a role being
 * changed, whose site stays), or on a site chosen from `sites`, or on every site as platform admin
 * (the All staff page).
 */
export type GrantScope = { kind: 'site'; site: ScopeSite } | { kind: 'any'; sites: readonly ScopeSite[] };

/** The site a new role starts on, as the form holds it: the scope's own, the only site there is, or none chosen yet (''). */
export function firstSiteId(scope: GrantScope): string {
  if (scope.kind === 'site') return String(scope.site.id);
  const [only, ...others] = scope.sites;
  return only !== undefined && others.length === 0 ? String(only.id) : '';
}
