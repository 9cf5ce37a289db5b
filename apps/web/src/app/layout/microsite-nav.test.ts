import { describe, expect, it } from 'vitest';
import { micrositeNavSections } from './microsite-nav.ts';

const sections = [
  { slug: 'meal_plans', microsite_landing: true },
  { slug: 'about-harbor-dining', microsite_landing: false },
  { slug: 'sneak-peek', microsite_landing: false },
  { slug: 'join_our_team', microsite_landing: false },
];

describe('micrositeNavSections', () => {
  it('leaves out landing sections and sections whose flag is false; unflagged ones show', () => {
    const flags = { meal_plans_published: true, 'about-harbor-dining_published': true, 'sneak-peek_published': false };
    expect(micrositeNavSections(sections, flags).map((s) => s.slug)).toEqual(['about-harbor-dining', 'join_our_team']);
  });

  it('without flags yet, leaves out only the landing sections', () => {
    expect(micrositeNavSections(sections, null).map((s) => s.slug)).toEqual(['about-harbor-dining', 'sneak-peek', 'join_our_team']);
  });
});
