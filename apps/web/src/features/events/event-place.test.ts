import { describe, expect, it } from 'vitest';
import type { SectionSummary } from '@commons/contract';
import { eventPlace } from './event-place.ts';
import { specialSectionSlug } from './special-section-slug.ts';

describe('eventPlace', () => {
  it('uses the custom location name only when the event says so', () => {
    expect(eventPlace({ custom_location: true, custom_location_name: 'Main Quad', location: { name: 'Founders' } })).toBe('Main Quad');
    expect(eventPlace({ custom_location: false, custom_location_name: 'Main Quad', location: { name: 'Founders' } })).toBe('Founders');
    expect(eventPlace({ custom_location: true, custom_location_name: '  ', location: null })).toBeNull();
  });
});

describe('specialSectionSlug', () => {
  const node = (slug: string, master_slug: string | null, nodes: SectionSummary[] = [], is_url = false): SectionSummary => ({
    id: slug.length,
    name: slug,
    slug,
    master_slug,
    is_url,
    url: null,
    microsite_landing: false,
    has_page: true,
    sort_order: 0,
    nodes,
  });

  it('finds the section by master template at any depth, else by its own slug', () => {
    const tree = [node('about', null), node('events-and-offers', null, [node('whats-happening', 'events'), node('special-offers', null)])];
    expect(specialSectionSlug(tree, 'events')).toBe('whats-happening');
    expect(specialSectionSlug(tree, 'special-offers')).toBe('special-offers');
    expect(specialSectionSlug(tree, 'balanced_u_events')).toBeNull();
    expect(specialSectionSlug([node('events', 'events', [], true)], 'events')).toBeNull();
  });
});
