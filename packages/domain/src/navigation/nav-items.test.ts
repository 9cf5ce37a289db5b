import { describe, expect, it } from 'vitest';
import { navItems, sectionHref, type NavSection, type NavSite } from './nav-items.ts';

let nextId = 1;
const section = (name: string, slug: string, extra: Partial<NavSection> = {}): NavSection => ({
  id: nextId++,
  name,
  slug,
  master_slug: null,
  is_url: false,
  url: null,
  sort_order: nextId,
  nodes: [],
  ...extra,
});

const site = (extra: Partial<NavSite> = {}): NavSite => ({ slug: 'northfield', extra_nav: false, link_to_school: false, section_list: [], ...extra });

describe('sectionHref', () => {
  it('links a section under the site slug', () => {
    expect(sectionHref(section('Campus Map', 'campus-map'), 'northfield')).toEqual({ href: '/northfield/campus-map', isExternal: false });
  });
  it('sends a URL item to its address with https added, as external', () => {
    expect(sectionHref(section('Housing', 'housing', { is_url: true, url: 'www.northfield.example.edu/housing' }), 'northfield')).toEqual({
      href: 'https://www.northfield.example.edu/housing',
      isExternal: true,
    });
    expect(sectionHref(section('H', 'h', { is_url: true, url: 'http://a.edu' }), 'x')?.href).toBe('http://a.edu');
  });
  it('has no target for a URL item without an address', () => {
    expect(sectionHref(section('Housing', 'housing', { is_url: true, url: ' ' }), 'northfield')).toBeNull();
  });
});

describe('navItems', () => {
  const map = section('Campus Map', 'campus-map', { master_slug: 'campus-map' });
  const newForFall = section('New for Fall', 'new-for-fall', { master_slug: 'new-section' });

  it("shows 'new-section' items only when the site enables extra_nav", () => {
    expect(navItems(site({ section_list: [map, newForFall] })).map((i) => i.label)).toEqual(['Campus Map']);
    expect(navItems(site({ extra_nav: true, section_list: [map, newForFall] })).map((i) => i.label)).toEqual(['Campus Map', 'New for Fall']);
  });

  it("puts a 'Home' item first when the logo links to the school", () => {
    const items = navItems(site({ link_to_school: true, section_list: [map] }));
    expect(items[0]).toEqual({ kind: 'link', key: 'home', label: 'Home', href: '/northfield', isExternal: false });
    expect(navItems(site({ section_list: [map] })).some((i) => i.label === 'Home')).toBe(false);
  });

  it('turns a section with children into a dropdown of its children', () => {
    const menus = section('Menus & Hours', 'menus-and-hours', {
      nodes: [section('Nutrition', 'nutrition'), section('Housing', 'housing', { is_url: true, url: 'housing.example.edu' })],
    });
    expect(navItems(site({ section_list: [menus] }))).toEqual([
      {
        kind: 'menu',
        key: `section-${menus.id}`,
        label: 'Menus & Hours',
        children: [
          { kind: 'link', key: expect.any(String), label: 'Nutrition', href: '/northfield/nutrition', isExternal: false },
          { kind: 'link', key: expect.any(String), label: 'Housing', href: 'https://housing.example.edu', isExternal: true },
        ],
      },
    ]);
  });

  it('keeps a parent that has a page of its own as the first entry of its dropdown', () => {
    const about = section('About Us', 'about-us', { has_page: true, nodes: [section('Staff', 'staff')] });
    const [menu] = navItems(site({ section_list: [about] }));
    expect(menu?.kind === 'menu' && menu.children.map((c) => [c.label, c.href])).toEqual([
      ['About Us', '/northfield/about-us'],
      ['Staff', '/northfield/staff'],
    ]);
  });

  it("hides 'new-section' children too, and a dropdown left without children becomes a link", () => {
    const parent = section('About', 'about', { nodes: [section('Fresh', 'fresh', { master_slug: 'new-section' })] });
    expect(navItems(site({ section_list: [parent] }))).toEqual([{ kind: 'link', key: `section-${parent.id}`, label: 'About', href: '/northfield/about', isExternal: false }]);
  });

  it('flattens grandchildren after their parent inside a dropdown', () => {
    const parent = section('About', 'about', { nodes: [section('Team', 'team', { nodes: [section('Chefs', 'chefs')] }), section('Blog', 'blog')] });
    const [item] = navItems(site({ section_list: [parent] }));
    expect(item?.kind === 'menu' ? item.children.map((c) => c.label) : []).toEqual(['Team', 'Chefs', 'Blog']);
  });

  it('orders by sort_order and drops URL items without an address', () => {
    const b = section('B', 'b', { sort_order: 2 });
    const a = section('A', 'a', { sort_order: 1 });
    const broken = section('Broken', 'broken', { is_url: true, url: null });
    expect(navItems(site({ section_list: [b, broken, a] })).map((i) => i.label)).toEqual(['A', 'B']);
  });
});
