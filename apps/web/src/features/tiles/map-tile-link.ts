import type { Site } from '@commons/contract';
import { withHttps } from '@commons/domain';
import { paths } from '../../api/paths.ts';
import { sectionSlugFor } from './site-sections.ts';

export type MapTileLink = { kind: 'external'; href: string } | { kind: 'internal'; href: string } | null;

/**
 * Where the Dining Map tile leads (docs/product/site.md#tiles): the site's
 * dining_map.url when set, else its own map page (campus map, else dining map), else nowhere.
 */
export function mapTileLink(site: Pick<Site, 'slug' | 'dining_map' | 'section_list'>): MapTileLink {
  const url = site.dining_map?.url?.trim();
  if (url) return { kind: 'external', href: withHttps(url) };
  const mapPage = sectionSlugFor(site.section_list, 'campus-map') ?? sectionSlugFor(site.section_list, 'dining-map');
  return mapPage ? { kind: 'internal', href: paths.section(site.slug, mapPage) } : null;
}
