export { SitesHome } from './sites-home.tsx';
export { SiteDashboardPage } from './site-dashboard-page.tsx';
export { SiteSwitcher } from './site-switcher.tsx';
export { SiteNotFound } from './site-not-found.tsx';
export { siteBySlug } from './site-facts.ts';
