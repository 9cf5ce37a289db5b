export { NotFoundPage } from './not-found-page.tsx';
export { SiteNotFoundPage } from './site-not-found-page.tsx';
