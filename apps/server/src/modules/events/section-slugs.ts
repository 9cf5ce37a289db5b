import type { SectionSummary } from '@commons/contract';

/**
 * The slug of the first section (depth first, in menu order) shown by a special screen, e.g.
 * 'events': its master template, or its own slug when it has none. Links and empty slugs do not count.
 */
export function specialSectionSlug(tree: readonly SectionSummary[], screen: string): string | null {
  for (const node of tree) {
    if (!node.is_url && node.slug !== '' && (node.master_slug ?? node.slug).toLowerCase() === screen) return node.slug;
    const below = specialSectionSlug(node.nodes, screen);
    if (below) return below;
  }
  return null;
}

/** The name of that section (links do not count), for a page shown outside the section's own address. */
export function specialSectionName(tree: readonly SectionSummary[], screen: string): string | null {
  for (const node of tree) {
    if (!node.is_url && (node.master_slug ?? node.slug).toLowerCase() === screen) return node.name;
    const below = specialSectionName(node.nodes, screen);
    if (below) return below;
  }
  return null;
}
