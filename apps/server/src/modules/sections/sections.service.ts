import type { Section, SectionSummary } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SectionRow, SitesRepo } from '../sites/sites.repo.ts';
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

export function sectionsService(repo: SectionsRepo, sites: SitesRepo) {
  return {
    /**
     * The published section whose slug matches (case-insensitive) at any depth of the site's tree;
     * a child under an unpublished parent is not reachable.
     */
    async bySlug(siteId: number, slug: string): Promise<{ sections: Section[] }> {
      await publishedSiteById(sites, siteId);
      const rows = await repo.publishedOfSite(siteId);
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
