// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { NavItem } from '@commons/domain';
import { MainNav } from './main-nav.tsx';

afterEach(cleanup);

const link = (label: string, href: string, isExternal = false) => ({ kind: 'link' as const, key: label, label, href, isExternal });
const items: NavItem[] = [
  link('Menus', '/northfield/whats-on-the-menu'),
  {
    kind: 'menu',
    key: 'about',
    label: 'About Us',
    children: [link('Our Team', '/northfield/staff'), link('Newsletters', '/northfield/newsletters'), link('Order Online', 'https://order.example.edu', true)],
  },
  { kind: 'menu', key: 'more', label: 'More', children: [link('Events', '/northfield/events'), link('Surveys', '/northfield/surveys')] },
  link('Hours', '/northfield/hours'),
];

function renderNav(at = '/northfield') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <MainNav items={items} />
      <button type="button">Outside</button>
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const button = (name: string) => screen.getByRole('button', { name });
const focus = (element: HTMLElement) => act(() => element.focus());
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const isOpen = (name: string) => button(name).getAttribute('aria-expanded') === 'true';
/** The links a visitor can reach in a dropdown: none while it is closed. */
const panelLinks = (name: string) => {
  const panel = document.getElementById(button(name).getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`${name} controls its panel`);
  return within(panel)
    .queryAllByRole('link')
    .map((l) => l.textContent);
};

describe('main nav', () => {
  it('lists the sections in order, dropdowns as collapsed buttons whose links stay hidden', () => {
    const nav = renderNav();
    // The dropdowns' own lists are hidden, so the one list is the bar's.
    const top = within(nav.getByRole('list')).getAllByRole('listitem');
    expect(top.map((li) => li.firstElementChild?.textContent)).toEqual(['Menus', 'About Us', 'More', 'Hours']);
    expect(isOpen('About Us')).toBe(false);
    expect(panelLinks('About Us')).toEqual([]);
    expect(nav.queryByRole('link', { name: 'Our Team' })).toBeNull();
  });

  it('opens and closes a dropdown with its button, one at a time', () => {
    renderNav();
    fireEvent.click(button('About Us'));
    expect(isOpen('About Us')).toBe(true);
    expect(panelLinks('About Us')).toEqual(['Our Team', 'Newsletters', 'Order Online (opens in a new tab)']);
    fireEvent.click(button('More'));
    expect(isOpen('More')).toBe(true);
    expect(isOpen('About Us')).toBe(false);
    fireEvent.click(button('More'));
    expect(isOpen('More')).toBe(false);
  });

  it('Down on a dropdown button opens it on its first link; Down and Up go round its links', () => {
    renderNav();
    focus(button('About Us'));
    press('ArrowDown');
    expect(isOpen('About Us')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Our Team' }));
    press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Newsletters' }));
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Our Team' }));
    press('ArrowUp');
    expect(document.activeElement?.textContent).toBe('Order Online (opens in a new tab)');
  });

  it('Escape closes the dropdown and gives focus back to its button', () => {
    renderNav();
    focus(button('More'));
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Surveys' }));
    press('Escape');
    expect(isOpen('More')).toBe(false);
    expect(document.activeElement).toBe(button('More'));
    expect(panelLinks('More')).toEqual([]);
  });

  it('Left and Right move between the top-level items, going round; Home and End jump to the ends', () => {
    const nav = renderNav();
    focus(nav.getByRole('link', { name: 'Menus' }));
    press('ArrowRight');
    expect(document.activeElement).toBe(button('About Us'));
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(nav.getByRole('link', { name: 'Hours' }));
    press('ArrowRight');
    expect(document.activeElement).toBe(nav.getByRole('link', { name: 'Menus' }));
    press('ArrowLeft');
    expect(document.activeElement).toBe(nav.getByRole('link', { name: 'Hours' }));
    press('Home');
    expect(document.activeElement).toBe(nav.getByRole('link', { name: 'Menus' }));
    press('End');
    expect(document.activeElement).toBe(nav.getByRole('link', { name: 'Hours' }));
  });

  it('leaves an arrow with Alt, Ctrl or Cmd to the browser (Alt+Left is Back)', () => {
    const nav = renderNav();
    const menus = nav.getByRole('link', { name: 'Menus' });
    focus(menus);
    for (const modifier of ['altKey', 'metaKey', 'ctrlKey']) {
      expect(fireEvent.keyDown(menus, { key: 'ArrowRight', [modifier]: true }), modifier).toBe(true);
      expect(document.activeElement).toBe(menus);
    }
  });

  it('Left and Right from inside an open dropdown close it and move to the next item', () => {
    renderNav();
    focus(button('About Us'));
    press('ArrowDown');
    press('ArrowRight');
    expect(document.activeElement).toBe(button('More'));
    expect(isOpen('About Us')).toBe(false);
    expect(isOpen('More')).toBe(false);
  });

  it('closes a dropdown when focus leaves it or a click lands outside it', () => {
    renderNav();
    focus(button('About Us'));
    press('ArrowDown');
    focus(button('Outside'));
    expect(isOpen('About Us')).toBe(false);

    fireEvent.click(button('More'));
    fireEvent.pointerDown(button('Outside'));
    expect(isOpen('More')).toBe(false);
  });

  it('closes the dropdown when one of its links is followed', () => {
    renderNav();
    fireEvent.click(button('About Us'));
    fireEvent.click(screen.getByRole('link', { name: 'Newsletters' }));
    expect(isOpen('About Us')).toBe(false);
  });

  it('marks the link of the current page, in the bar and inside a dropdown', () => {
    const nav = renderNav('/northfield/hours');
    expect(nav.getByRole('link', { name: 'Hours' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Menus' }).getAttribute('aria-current')).toBeNull();
    cleanup();

    renderNav('/northfield/newsletters');
    // The closed dropdown holding the current page is marked (underlined), the others not.
    expect(button('About Us').hasAttribute('data-current-section')).toBe(true);
    expect(button('More').hasAttribute('data-current-section')).toBe(false);
    fireEvent.click(button('About Us'));
    expect(screen.getByRole('link', { name: 'Newsletters' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Our Team' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens a section on another site in a new tab, and says so', () => {
    renderNav();
    fireEvent.click(button('About Us'));
    // By text: the accessible name jsdom computes drops the space before the hidden note.
    const external = screen.getByRole('link', { name: /^Order Online/ });
    expect(external.textContent).toBe('Order Online (opens in a new tab)');
    expect(external.getAttribute('href')).toBe('https://order.example.edu');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('on small screens folds behind Menu, which Escape closes, focus going back to it', () => {
    const nav = renderNav();
    const toggle = button('Menu');
    // jsdom lays nothing out; on a small screen the toggle is shown, so it has an offset parent.
    Object.defineProperty(toggle, 'offsetParent', { get: () => document.body });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(nav.getByRole('list').id);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    focus(nav.getByRole('link', { name: 'Hours' }));
    press('Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('on small screens, Escape in an open dropdown closes only the dropdown', () => {
    renderNav();
    const toggle = button('Menu');
    Object.defineProperty(toggle, 'offsetParent', { get: () => document.body });
    fireEvent.click(toggle);
    focus(button('More'));
    press('ArrowDown');
    press('Escape');
    expect(isOpen('More')).toBe(false);
    expect(document.activeElement).toBe(button('More'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
