import type { PageHead } from './page-texts.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, in an element or in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/**
 * The tags of a page's head, for the server's first HTML: title, description, canonical link, Open
 * Graph and Twitter card. Each carries `data-page-head`, so the client can drop them when it renders
 * its own head. Addresses are made absolute with the public base URL.
 */
export function headTags(head: PageHead, publicBaseUrl: string): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const url = head.path === null ? null : `${base}${head.path}`;
  const image = `${base}${head.image.path}`;
  const { type, size, alt } = head.image;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" data-page-head>`;
  const tags = [
    `<title data-page-head>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? meta('name', 'robots', 'noindex') : null,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" data-page-head>` : null,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    url ? meta('property', 'og:url', url) : null,
    meta('property', 'og:image', image),
    type ? meta('property', 'og:image:type', type) : null,
    size ? meta('property', 'og:image:width', String(size.width)) : null,
    size ? meta('property', 'og:image:height', String(size.height)) : null,
    meta('property', 'og:image:alt', alt),
    // A PNG or JPEG is shown large; the app's SVG logo, which previews do not show, asks for the small card.
    meta('name', 'twitter:card', type ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
  ];
  return tags.filter((tag) => tag !== null).join('\n    ');
}
