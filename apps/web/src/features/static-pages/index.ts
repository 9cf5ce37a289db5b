export { MobilePrivacyPage } from './mobile-privacy-page.tsx';
export { ClimateFriendlyPage } from './climate-friendly-page.tsx';
export { SitePrivacyPage } from './site-privacy-page.tsx';
export { TermsOfUsePage } from './terms-of-use-page.tsx';
export { MobileAppPage } from './mobile-app-page.tsx';
