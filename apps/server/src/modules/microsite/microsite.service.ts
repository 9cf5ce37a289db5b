import type { Microsite, Section } from '@commons/contract';
import { findNode, toSection } from '../sections/sections.service.ts';
import { sectionTree } from '../sections/section-tree.ts';
import type { SectionsRepo } from '../sections/sections.repo.ts';
import type { SiteRow, SitesRepo } from '../sites/sites.repo.ts';
import type { MicrositeRepo, MicrositeRow } from './microsite.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

/** Sections a microsite always offers unless a flag says otherwise (docs/product/site.md#microsite). */
export const PERMANENT_SECTIONS = ['meal_plans', 'sample_menus', 'staff', 'general_contact_info', 'join_our_team'] as const;

export function micrositeAnswer(row: MicrositeRow | undefined): Microsite {
  const sections: Record<string, boolean> = {};
  for (const slug of PERMANENT_SECTIONS) sections[`${slug}_published`] = true;
  for (const [key, value] of Object.entries(row?.section_flags ?? {})) sections[key] = value === true;
  const fileName = row?.image_file_name ?? null;
  return {
    image: { file_name: fileName, default: row ? row.image_default || fileName === null : true },
    tagline: row?.tagline ?? null,
    stats: (row?.stats ?? []).map((s) => ({ id: s.id, type: s.type, date: s.date, value: s.value, title: s.title })),
    sections,
  };
}

export function micrositeService(repo: MicrositeRepo, sections: SectionsRepo, sites: SitesRepo) {
  async function publishedSite(siteId: number): Promise<SiteRow> {
    const site = await publishedSiteById(sites, siteId);
    return site;
  }

  return {
    /** The microsite of a published site; a site without one gets the defaults (default banner, no stats). */
    async microsite(siteId: number): Promise<{ microsite: Microsite }> {
      await publishedSite(siteId);
      return { microsite: micrositeAnswer(await repo.ofSite(siteId)) };
    },

    /** Published sections flagged microsite_landing, in navigation order, with their bodies. */
    async landingSections(siteId: number): Promise<{ sections: Section[] }> {
      await publishedSite(siteId);
      const rows = await sections.publishedOfSite(siteId);
      const tree = sectionTree(rows);
      const found: Section[] = [];
      for (const row of rows) {
        if (!row.microsite_landing) continue;
        const node = findNode(tree, row.id);
        if (node) found.push(toSection(row, node));
      }
      return { sections: found };
    },
  };
}
export type MicrositeService = ReturnType<typeof micrositeService>;
