export { SiteHomePage, TAGLINE_PREFIX } from './site-home-page.tsx';
