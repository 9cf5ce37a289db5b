/**
 * The privacy notice the site's Privacy Policy page shows (docs/product/site.md#static-pages): its
 * version, and when it was last changed. A change to the page's text comes with a new version and
 * time here, which the page shows as 'Last updated {M/D/YY h:mm a}' and 'Version …'.
 */
export const PRIVACY_NOTICE = {
  version: '2026.1',
  updatedAt: '2026-01-15T14:30:00Z',
} as const;
