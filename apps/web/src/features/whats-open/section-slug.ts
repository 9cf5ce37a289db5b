import type { SectionSummary } from '@commons/contract';

/** The slug of the first section (at any depth) with this master template, e.g. 'hours-of-operation'. */
export function sectionSlugFor(sections: readonly SectionSummary[], masterSlug: string): string | null {
  for (const section of sections) {
    if (section.master_slug === masterSlug && section.slug !== '') return section.slug;
    const below = sectionSlugFor(section.nodes, masterSlug);
    if (below) return below;
  }
  return null;
}
