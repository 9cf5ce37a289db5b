/** Where the console is served (vite.config.ts `base`, the server's console plugin). */
export const CONSOLE_BASE = '/console';

const nextQuery = (next: string | undefined) => (next && next !== CONSOLE_BASE && next !== `${CONSOLE_BASE}/` ? `?next=${encodeURIComponent(next)}` : '');

/**
 * Every console address, built in one place, relative to the console's base (/console): the router
 * adds the base. `publicSite` is the public site's own address, outside the console.
 */
export const paths = {
  home: () => '/',
  /** The login, coming back to `next` (a /console/... address) after; the console's home needs no saying. */
  login: (next?: string) => `/login${nextQuery(next)}`,
  /** The second-factor set-up an account must go through first, then on to `next` as the login. */
  enrolment: (next?: string) => `/second-factor${nextQuery(next)}`,
  site: (slug: string) => `/sites/${encodeURIComponent(slug)}`,
  activity: (slug: string) => `/sites/${encodeURIComponent(slug)}/activity`,
  settings: (slug: string) => `/sites/${encodeURIComponent(slug)}/settings`,
  alerts: (slug: string) => `/sites/${encodeURIComponent(slug)}/alerts`,
  live: (slug: string) => `/sites/${encodeURIComponent(slug)}/live`,
  dishes: (slug: string) => `/sites/${encodeURIComponent(slug)}/dishes`,
  people: (slug: string) => `/sites/${encodeURIComponent(slug)}/people`,
  /** Every staff account, found by `search` (the page keeps it in the address as ?q=). */
  allStaff: (search?: string) => (search ? `/staff?q=${encodeURIComponent(search)}` : '/staff'),
  newSite: () => '/new-site',
  account: () => '/account',
  publicSite: (slug: string) => `/${encodeURIComponent(slug)}`,
};

/**
 * The console address a sign-in may go back to: a path inside the console (`/console/...`), never
 * another site or the login page itself; anything else is the console's home. Returned relative to
 * the base, for the router.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith(`${CONSOLE_BASE}/`) || next.startsWith('//') || next.includes('\\')) return paths.home();
  const inside = next.slice(CONSOLE_BASE.length);
  if (inside.startsWith('//') || /^\/login(?:[/?#]|$)/.test(inside)) return paths.home();
  return inside;
}
