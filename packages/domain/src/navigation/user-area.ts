export interface UserAreaSite {
  slug: string;
  customer_login: boolean;
  customer_login_text: string | null;
}

/** 'login' opens the login dialog; its href is the login page, for where a dialog cannot open. */
export type UserAreaItem = { kind: 'link' | 'login'; label: string; href: string } | { kind: 'logout'; label: 'Logout' };

export const DEFAULT_LOGIN_TEXT = 'Login';

/**
 * The header's user area (docs/product/site.md#header): logged in → 'Logout' and 'Manage Account';
 * otherwise the site's login text (default 'Login') and 'Sign Up', only when the site has customer login.
 */
export function userAreaItems(site: UserAreaSite, isLoggedIn: boolean): UserAreaItem[] {
  if (isLoggedIn) {
    return [
      { kind: 'link', label: 'Manage Account', href: `/${site.slug}/customer-account` },
      { kind: 'logout', label: 'Logout' },
    ];
  }
  if (!site.customer_login) return [];
  return [
    { kind: 'login', label: site.customer_login_text?.trim() || DEFAULT_LOGIN_TEXT, href: `/${site.slug}/login` },
    { kind: 'link', label: 'Sign Up', href: `/${site.slug}/signup` },
  ];
}
