import { describe, expect, it } from 'vitest';
import type { Site } from '@commons/contract';
import { mapTileLink } from './map-tile-link.ts';

type SectionSummary = Site['section_list'][number];
const section = (slug: string, master: string): SectionSummary => ({
  id: slug.length,
  name: slug,
  slug,
  master_slug: master,
  is_url: false,
  url: null,
  microsite_landing: false,
  has_page: true,
  sort_order: 0,
  nodes: [],
});
const map = (url: string | null): Site['dining_map'] => ({ file_name: 'map.svg', alt_text: 'Map', thumb_name: null, url });

describe('mapTileLink', () => {
  it("leads to the site's dining map address when it has one, with https added", () => {
    const sections = [section('campus-map', 'campus-map')];
    expect(mapTileLink({ slug: 'northfield', section_list: sections, dining_map: map('https://maps.example.edu/dining') })).toEqual({
      kind: 'external',
      href: 'https://maps.example.edu/dining',
    });
    expect(mapTileLink({ slug: 'northfield', section_list: sections, dining_map: map('maps.example.edu') })?.href).toBe('https://maps.example.edu');
  });

  it('else leads to the campus map page, else the dining map page, else nowhere', () => {
    const both = [section('dining-map', 'dining-map'), section('where-to-eat', 'campus-map')];
    expect(mapTileLink({ slug: 'lakeside', section_list: both, dining_map: map(null) })).toEqual({ kind: 'internal', href: '/lakeside/where-to-eat' });
    expect(mapTileLink({ slug: 'lakeside', section_list: [section('dining-map', 'dining-map')], dining_map: map('  ') })).toEqual({ kind: 'internal', href: '/lakeside/dining-map' });
    expect(mapTileLink({ slug: 'lakeside', section_list: [], dining_map: map(null) })).toBeNull();
  });
});
