import type { Section, SectionSummary } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SectionRow, SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import { sectionTree } from './section-tree.ts';
import type { SectionsRepo } from './sections.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

const align = (value: string): Section['banner_text_align'] => (value === 'center' || value === 'right' ? value : 'left');

export function findNode(tree: readonly SectionSummary[], id: number): SectionSummary | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = findNode(node.nodes, id);
    if (below) return below;
  }
  return undefined;
}

/** Shapes a section row with its navigation node (for its children) into the contract's `section`. */
export function toSection(row: SectionRow, node: SectionSummary): Section {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    master_slug: row.master_slug,
    body: row.body,
    show_header: row.show_header,
    use_banner: row.use_banner,
    banner: row.banner_file_name ? { file_name: row.banner_file_name } : null,
    banner_text_align: align(row.banner_text_align),
    banner_text_font: row.banner_text_font,
    use_script: row.use_script,
    script_url: row.script_url,
    microsite_landing: row.microsite_landing,
    is_url: row.is_url,
    url: row.url,
    global_section_id: row.global_section_id,
    published: row.published,
    sort_order: row.sort_order,
    no_robots: row.no_robots,
    nodes: node.nodes,
  };
}

/**
 * Is the section unpublished on a pre-launch site's microsite? Its `{slug}_published` flag is
 * stored and not true (docs/product/site.md#microsite); a section without a flag is offered, as
 * the microsite's navbar offers it (web app/layout/microsite-nav.ts).
 */
export function isHiddenOnMicrosite(flags: Readonly<Record<string, unknown>>, slug: string): boolean {
  const flag = `${slug}_published`;
  return Object.hasOwn(flags, flag) && flags[flag] !== true;
}

export function sectionsService(repo: SectionsRepo, sites: SitesRepo) {
  /**
   * The site's published sections a visitor may open: on a pre-launch site, without those its
   * microsite flags unpublished (their children go with them, as children of unpublished parents do).
   */
  async function shownRows(site: SiteRow): Promise<SectionRow[]> {
    const isPrelaunch = site.flags.prelaunch === true;
    const [rows, flags] = await Promise.all([repo.publishedOfSite(site.id), isPrelaunch ? repo.micrositeFlags(site.id) : null]);
    return flags ? rows.filter((row) => !isHiddenOnMicrosite(flags, row.slug)) : rows;
  }

  return {
    shownRows,

    /**
     * The published section whose slug matches (case-insensitive) at any depth of the site's tree;
     * a child under an unpublished parent is not reachable.
     */
    async bySlug(siteId: number, slug: string): Promise<{ sections: Section[] }> {
      const rows = await shownRows(await publishedSiteById(sites, siteId));
      const tree = sectionTree(rows);
      const wanted = slug.toLowerCase();
      for (const row of rows) {
        if (row.slug.toLowerCase() !== wanted) continue;
        const node = findNode(tree, row.id);
        if (node) return { sections: [toSection(row, node)] };
      }
      throw notFound('Section not found.');
    },
  };
}
export type SectionsService = ReturnType<typeof sectionsService>;
