import { withHttps } from '../format/with-https.ts';

/** The fields of a site section the navbar needs (a structural twin of the contract's SectionSummary). */
export interface NavSection {
  id: number;
  name: string;
  slug: string;
  master_slug: string | null;
  is_url: boolean;
  url: string | null;
  sort_order: number;
  /** The section has a page of its own besides its children. */
  has_page?: boolean;
  nodes: readonly NavSection[];
}

/** The site settings that shape the navbar. */
export interface NavSite {
  slug: string;
  extra_nav: boolean;
  link_to_school: boolean;
  section_list: readonly NavSection[];
}

/** A navbar link: inside the app, or an external URL that opens in a new tab. */
export interface NavLink {
  kind: 'link';
  key: string;
  label: string;
  href: string;
  isExternal: boolean;
}

/** A navbar dropdown: a disclosure button that shows the links of the section's children. */
export interface NavMenu {
  kind: 'menu';
  key: string;
  label: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavMenu;

/** Master template whose sections show only when the site enables extra_nav. */
export const EXTRA_NAV_MASTER_SLUG = 'new-section';

/** Whether a section may appear in the navbar of this site (published ones are the only ones served). */
export function isSectionShown(section: Pick<NavSection, 'master_slug'>, extraNav: boolean): boolean {
  return section.master_slug !== EXTRA_NAV_MASTER_SLUG || extraNav;
}

/**
 * Where a section link goes: URL items go to their external address (https added when missing);
 * any other section to `/{siteSlug}/{slug}`. Null for a URL item without an address.
 */
export function sectionHref(section: Pick<NavSection, 'is_url' | 'url' | 'slug'>, siteSlug: string): { href: string; isExternal: boolean } | null {
  if (section.is_url) {
    const url = section.url?.trim();
    return url ? { href: withHttps(url), isExternal: true } : null;
  }
  return { href: `/${siteSlug}/${section.slug}`, isExternal: false };
}

const bySortOrder = (a: NavSection, b: NavSection) => a.sort_order - b.sort_order;

function shownSections(sections: readonly NavSection[], extraNav: boolean): NavSection[] {
  return sections.filter((s) => isSectionShown(s, extraNav)).sort(bySortOrder);
}

function toLink(section: NavSection, siteSlug: string): NavLink | null {
  const target = sectionHref(section, siteSlug);
  return target ? { kind: 'link', key: `section-${section.id}`, label: section.name, ...target } : null;
}

/** A dropdown lists the children; deeper levels are flattened after their parent. */
function menuLinks(sections: readonly NavSection[], siteSlug: string, extraNav: boolean): NavLink[] {
  return shownSections(sections, extraNav).flatMap((child) => {
    const link = toLink(child, siteSlug);
    return [...(link ? [link] : []), ...menuLinks(child.nodes, siteSlug, extraNav)];
  });
}

/**
 * The navbar of a site (docs/product/site.md#header): sections in sort order, 'new-section' ones only with
 * extra_nav, sections with children as dropdowns, and a 'Home' item first when the logo links to
 * the school instead of the site home.
 */
export function navItems(site: NavSite): NavItem[] {
  const items: NavItem[] = [];
  if (site.link_to_school) items.push({ kind: 'link', key: 'home', label: 'Home', href: `/${site.slug}`, isExternal: false });
  for (const section of shownSections(site.section_list, site.extra_nav)) {
    const children = menuLinks(section.nodes, site.slug, site.extra_nav);
    if (children.length > 0) {
      // A parent with a page of its own stays reachable as the first entry of its dropdown.
      const own = section.has_page ? toLink(section, site.slug) : null;
      items.push({ kind: 'menu', key: `section-${section.id}`, label: section.name, children: own ? [own, ...children] : children });
      continue;
    }
    const link = toLink(section, site.slug);
    if (link) items.push(link);
  }
  return items;
}
