/**
 * Site-supplied HTML (a landing modal's copy, say) made safe to store, under the same policy the
 * public pages render with.
 */
export { sanitizeSiteHtml } from './sanitize-site-html.ts';
