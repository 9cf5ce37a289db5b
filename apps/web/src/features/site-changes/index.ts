export { useSiteChanges } from './use-site-changes.ts';
