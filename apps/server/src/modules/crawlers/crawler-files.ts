import { escapeHtml } from '../page-head/head-tags.ts';
import type { CrawlerPages } from './crawler-pages.service.ts';

const absolute = (publicBaseUrl: string, path: string) => `${publicBaseUrl.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;

/**
 * robots.txt: every crawler may read everything (the API included: a search engine that runs the
 * app needs its answers to see a page), but the no_robots sections; and where the sitemap is. A
 * section's lines stop at its own address ('$', as the large search engines read it), so a
 * section whose slug begins with another's stays open.
 */
export function robotsTxt({ disallowed }: Pick<CrawlerPages, 'disallowed'>, publicBaseUrl: string): string {
  const lines = ['User-agent: *', ...disallowed.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`])];
  if (disallowed.length === 0) lines.push('Disallow:');
  return `${lines.join('\n')}\n\nSitemap: ${absolute(publicBaseUrl, '/sitemap.xml')}\n`;
}

/** sitemap.xml (sitemaps.org 0.9): the listed pages' absolute addresses. */
export function sitemapXml({ listed }: Pick<CrawlerPages, 'listed'>, publicBaseUrl: string): string {
  const urls = listed.map((path) => `  <url><loc>${escapeHtml(absolute(publicBaseUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
