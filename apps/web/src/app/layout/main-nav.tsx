import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { NavItem } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import { NAV_TARGET_ID } from './skip-links.tsx';
import './main-nav.css';

const LIST_ID = 'site-navigation-list';

/** Where arrow, Home and End keys send focus among the top-level items (wrapping). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The navbar of site sections (docs/product/site.md#header). Left/Right arrows move between top-level
 * items, Home/End to the first/last; Tab works as usual. Small screens fold it behind 'Menu'.
 */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const openChange = (key: string) => (isOpen: boolean) => setOpenKey((current) => (isOpen ? key : current === key ? null : current));

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const controls = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-nav-top]') ?? []);
    const target = event.target instanceof HTMLElement ? event.target : null;
    const item = target?.closest('.main-nav__item');
    const index = controls.findIndex((control) => control.closest('.main-nav__item') === item);
    if (index < 0 || !target) return;
    if (event.key === 'Escape' && toggleRef.current?.offsetParent) {
      setIsMenuOpen(false);
      toggleRef.current.focus();
      return;
    }
    // With Alt, Ctrl or Cmd an arrow is the browser's (Alt+Left and Cmd+Left go back).
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const isOnTopLevel = controls[index] === target;
    if (!isOnTopLevel && (event.key === 'Home' || event.key === 'End')) return;
    const next = nextIndex(event.key, index, controls.length);
    if (next === null) return;
    event.preventDefault();
    setOpenKey(null);
    controls[next]?.focus();
  };

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      setOpenKey(null);
      setIsMenuOpen(false);
    }
  };

  return (
    <nav id={NAV_TARGET_ID} className="main-nav" aria-label="Main" tabIndex={-1}>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__toggle"
        aria-expanded={isMenuOpen}
        aria-controls={LIST_ID}
        onClick={() => setIsMenuOpen((open) => !open)}
      >
        <Icon name={isMenuOpen ? 'close' : 'menu'} size={22} />
        Menu
      </button>
      {/* Key handling is delegated from the links and buttons inside the list. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={listRef} id={LIST_ID} className="main-nav__list" data-open={isMenuOpen} onKeyDown={onKeyDown} onClick={onClick}>
        {items.map((item) =>
          item.kind === 'menu' ? (
            <NavDropdown key={item.key} menu={item} isOpen={openKey === item.key} onOpenChange={openChange(item.key)} />
          ) : (
            <li key={item.key} className="main-nav__item">
              <NavItemLink link={item} className="main-nav__control" isTopLevel />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
