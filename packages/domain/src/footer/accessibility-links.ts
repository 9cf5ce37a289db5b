import { withHttps } from '../format/with-https.ts';

/** The accessibility settings of a site (docs/product/site.md#footer). */
export interface AccessibilitySettings {
  accessibility_link: boolean;
  accessibility_url: string | null;
  use_unit_accessibility_link: boolean;
  unit_accessibility_url: string | null;
  unit_accessibility_text: string | null;
  use_unit_accessibility_statement: boolean;
  unit_accessibility_statement_url: string | null;
  unit_accessibility_statement_text: string | null;
}

export interface FooterLink {
  href: string;
  text: string;
}

export const DEFAULT_ACCESSIBILITY_TEXT = 'Accessibility';

function link(url: string | null, text: string | null): FooterLink | null {
  const href = url?.trim();
  if (!href) return null;
  return { href: href.startsWith('/') ? href : withHttps(href), text: text?.trim() || DEFAULT_ACCESSIBILITY_TEXT };
}

/**
 * The footer's accessibility links: the unit's link and/or statement when their use_unit_* flags
 * are set; otherwise one 'Accessibility' link when accessibility_link is set; otherwise none.
 * A flagged link without an address is left out.
 */
export function accessibilityLinks(a: AccessibilitySettings): FooterLink[] {
  if (a.use_unit_accessibility_link || a.use_unit_accessibility_statement) {
    const unit = a.use_unit_accessibility_link ? link(a.unit_accessibility_url, a.unit_accessibility_text) : null;
    const statement = a.use_unit_accessibility_statement ? link(a.unit_accessibility_statement_url, a.unit_accessibility_statement_text) : null;
    return [unit, statement].filter((l): l is FooterLink => l !== null);
  }
  if (a.accessibility_link) {
    const own = link(a.accessibility_url, DEFAULT_ACCESSIBILITY_TEXT);
    return own ? [own] : [];
  }
  return [];
}
