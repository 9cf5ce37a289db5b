/** docs/product/site.md#not-found: the not-found page's words. */
export const NOT_FOUND_HEADING = "Sorry, we're unable to find that.";
export const NOT_FOUND_LEAD = 'The page may have moved, or the address may be mistyped.';
/** docs/product/site.md#not-found: what the server says of an unknown or unpublished site; the 404 page shows it. */
export const INVALID_SITE = 'Invalid site.';
