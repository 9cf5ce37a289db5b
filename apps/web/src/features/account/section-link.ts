import type { SectionSummary } from '@commons/contract';

/** The slug of the site's section built on `master` (e.g. its reservations page), searched through the dropdowns; null when the site has none. */
export function sectionSlugFor(sections: readonly SectionSummary[], master: string): string | null {
  for (const section of sections) {
    if (section.master_slug === master || section.slug === master) return section.slug;
    const inside = sectionSlugFor(section.nodes, master);
    if (inside !== null) return inside;
  }
  return null;
}
