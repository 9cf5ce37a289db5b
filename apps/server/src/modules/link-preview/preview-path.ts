/** The size Facebook, X and LinkedIn show a large link preview at (1.91 : 1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The address of a site's link preview picture (og:image), by its slug as spelled in its pages' addresses. */
export const sitePreviewPath = (slug: string) => `/files/og/${encodeURIComponent(slug)}.png`;
