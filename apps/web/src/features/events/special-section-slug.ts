import type { SectionSummary } from '@commons/contract';

/**
 * The slug of the site's first section (depth first, in menu order) shown by a special screen, e.g.
 * 'events': its master template, or its own slug when it has none. Links and empty slugs do not count.
 */
export function specialSectionSlug(sections: readonly SectionSummary[], screen: string): string | null {
  for (const section of sections) {
    if (!section.is_url && section.slug !== '' && (section.master_slug ?? section.slug).toLowerCase() === screen) return section.slug;
    const below = specialSectionSlug(section.nodes, screen);
    if (below) return below;
  }
  return null;
}

/** The name of that section, for a page shown outside the section route. */
export function specialSectionName(sections: readonly SectionSummary[], screen: string): string | null {
  for (const section of sections) {
    if (!section.is_url && (section.master_slug ?? section.slug).toLowerCase() === screen) return section.name;
    const below = specialSectionName(section.nodes, screen);
    if (below) return below;
  }
  return null;
}
