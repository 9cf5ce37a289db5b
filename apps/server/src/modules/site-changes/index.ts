export { siteChangeFanout, MAX_CHANGE_STREAMS, type SiteChangeFanout } from './site-change-fanout.ts';
export { siteChangesRoutes } from './site-changes.routes.ts';
