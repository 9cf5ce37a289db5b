/** Inserts each site's section tree, parents before children, siblings numbered by sort_order. */
import { sections } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { SeedContext } from './seed-context.ts';
import { fullSiteTree, harborTree, pinecrestTree, type SectionSpec } from './section-trees.ts';
import type { SiteKey } from './site-definition.ts';

export function sectionTrees(): Record<SiteKey, SectionSpec[]> {
  return {
    northfield: fullSiteTree({ siteKey: 'northfield', siteName: 'Northfield University', host: 'www.northfield.example.edu', color: '#0b3d91', pattern: 'chevron' }),
    lakeside: fullSiteTree({ siteKey: 'lakeside', siteName: 'Lakeside College', host: 'www.lakeside.example.edu', color: '#7a1f2b', pattern: 'waves' }),
    harbor: harborTree(),
    pinecrest: pinecrestTree(),
    summit: [],
    oldmill: [],
  };
}

async function insertLevel(db: Db, siteId: number, parentId: number | null, specs: SectionSpec[]): Promise<void> {
  for (const [index, spec] of specs.entries()) {
    const [row] = await db
      .insert(sections)
      .values({
        site_id: siteId,
        parent_id: parentId,
        name: spec.name,
        slug: spec.slug,
        master_slug: spec.master_slug ?? null,
        body: spec.body ?? null,
        show_header: spec.show_header ?? true,
        use_banner: spec.use_banner ?? false,
        banner_file_name: spec.banner?.file ?? null,
        banner_text_align: spec.banner_text_align ?? 'left',
        banner_text_font: spec.banner_text_font ?? null,
        microsite_landing: spec.microsite_landing ?? false,
        is_url: spec.is_url ?? false,
        url: spec.url ?? null,
        published: spec.published ?? true,
        sort_order: index + 1,
        no_robots: spec.no_robots ?? false,
      })
      .returning({ id: sections.id });
    if (!row) throw new Error(`Section ${spec.name} was not inserted`);
    if (spec.children) await insertLevel(db, siteId, row.id, spec.children);
  }
}

export async function seedSections(ctx: SeedContext): Promise<void> {
  const trees = sectionTrees();
  for (const site of Object.values(ctx.sites)) {
    await insertLevel(ctx.db, site.id, null, trees[site.def.row.slug]);
  }
}
