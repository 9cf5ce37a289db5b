import { describe, expect, it } from 'vitest';
import { sectionScreens, screenImportFor } from './section-screens.ts';

describe('screenImportFor', () => {
  it('maps a special master slug to its screen', () => {
    expect(screenImportFor({ master_slug: 'whats-on-the-menu', slug: 'menus' })).toBe(sectionScreens['whats-on-the-menu']);
  });

  it('uses the slug when there is no master slug', () => {
    expect(screenImportFor({ master_slug: null, slug: 'campus-map' })).toBe(sectionScreens['campus-map']);
  });

  it('shows help with the get-answers-now screen', () => {
    expect(sectionScreens.help).toBe(sectionScreens['get-answers-now']);
  });

  it('gives unknown and plain sections the default content page', () => {
    const content = screenImportFor({ master_slug: null, slug: 'about-us' });
    expect(screenImportFor({ master_slug: 'new-section', slug: 'new-for-fall' })).toBe(content);
    expect(Object.values(sectionScreens)).not.toContain(content);
  });

  it('lists the twenty special slugs of the spec', () => {
    expect(Object.keys(sectionScreens)).toHaveLength(20);
  });
});
