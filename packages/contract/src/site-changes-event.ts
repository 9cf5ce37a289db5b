/** The server-sent event a site's change stream sends when staff change the site (docs/product/api.md#site-changes); free of zod, for clients. */
export const SITE_CHANGED_EVENT = 'site_changed';
