/** The query parameter that carries where to go back to after logging in. */
export const RETURN_PARAM = 'next';

/**
 * Where to go after logging in: the page the visitor was sent from when it is a page of this site
 * (a path starting `/{site}/`, never another host, `//host` or a backslash trick), otherwise the account.
 */
export function returnPath(siteSlug: string, next: string | null, fallback: string): string {
  if (next === null) return fallback;
  const prefix = `/${siteSlug.toLowerCase()}/`;
  const isSitePage = next.toLowerCase().startsWith(prefix) && !/[\\\s]/.test(next) && !next.includes('//');
  return isSitePage ? next : fallback;
}

/** The login page's address that comes back to `from` after logging in. */
export const loginReturningTo = (loginPath: string, from: string) => `${loginPath}?${new URLSearchParams({ [RETURN_PARAM]: from }).toString()}`;
