import { describe, expect, it } from 'vitest';
import { accessibilityLinks, type AccessibilitySettings } from './accessibility-links.ts';

const none: AccessibilitySettings = {
  accessibility_link: false,
  accessibility_url: null,
  use_unit_accessibility_link: false,
  unit_accessibility_url: null,
  unit_accessibility_text: null,
  use_unit_accessibility_statement: false,
  unit_accessibility_statement_url: null,
  unit_accessibility_statement_text: null,
};
const unit: AccessibilitySettings = {
  ...none,
  unit_accessibility_url: 'https://www.lakeside.example.edu/digital-accessibility',
  unit_accessibility_text: 'Digital Accessibility',
  unit_accessibility_statement_url: 'www.lakeside.example.edu/accessibility-statement',
  unit_accessibility_statement_text: 'Accessibility Statement',
};

describe('accessibilityLinks', () => {
  it('shows nothing when no flag is set', () => expect(accessibilityLinks(none)).toEqual([]));

  it("shows the site's own link as 'Accessibility'", () => {
    expect(accessibilityLinks({ ...none, accessibility_link: true, accessibility_url: 'www.a.edu/access' })).toEqual([
      { href: 'https://www.a.edu/access', text: 'Accessibility' },
    ]);
  });

  it('shows the unit link and the unit statement when both flags are set', () => {
    const links = accessibilityLinks({ ...unit, use_unit_accessibility_link: true, use_unit_accessibility_statement: true });
    expect(links).toEqual([
      { href: 'https://www.lakeside.example.edu/digital-accessibility', text: 'Digital Accessibility' },
      { href: 'https://www.lakeside.example.edu/accessibility-statement', text: 'Accessibility Statement' },
    ]);
  });

  it('shows only the flagged unit link', () => {
    expect(accessibilityLinks({ ...unit, use_unit_accessibility_statement: true }).map((l) => l.text)).toEqual(['Accessibility Statement']);
    expect(accessibilityLinks({ ...unit, use_unit_accessibility_link: true }).map((l) => l.text)).toEqual(['Digital Accessibility']);
  });

  it('prefers the unit links over the site link', () => {
    const links = accessibilityLinks({ ...unit, use_unit_accessibility_link: true, accessibility_link: true, accessibility_url: 'https://a.edu' });
    expect(links.map((l) => l.text)).toEqual(['Digital Accessibility']);
  });

  it("falls back to 'Accessibility' when a unit text is missing, and skips links without an address", () => {
    expect(accessibilityLinks({ ...unit, unit_accessibility_text: ' ', use_unit_accessibility_link: true })).toEqual([
      { href: 'https://www.lakeside.example.edu/digital-accessibility', text: 'Accessibility' },
    ]);
    expect(accessibilityLinks({ ...none, use_unit_accessibility_link: true })).toEqual([]);
    expect(accessibilityLinks({ ...none, accessibility_link: true })).toEqual([]);
  });
});
