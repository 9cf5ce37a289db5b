import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import type { NavMenu } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import { useDismiss } from './use-dismiss.ts';

interface NavDropdownProps {
  menu: NavMenu;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A navbar section with children: a disclosure button and the list of its children's links.
 * Down/Up arrows move through the links; Escape closes and returns focus to the button.
 */
export function NavDropdown({ menu, isOpen, onOpenChange }: NavDropdownProps) {
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  // Sighted visitors see which section holds the current page with the menu closed; its link inside says so too.
  const holdsCurrentPage = menu.children.some((child) => !child.isExternal && child.href === pathname);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const dismiss = useDismiss({ isOpen, close, rootRef, buttonRef });

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    dismiss.onKeyDown(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = links();
    const onButton = event.target === buttonRef.current;
    if (onButton && event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) flushSync(() => onOpenChange(true));
      links()[0]?.focus();
      return;
    }
    const index = items.findIndex((item) => item === event.target);
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    // Keys and focus are delegated from the button and links inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="main-nav__item main-nav__item--menu" ref={rootRef} onKeyDown={onKeyDown} onBlur={dismiss.onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__control"
        data-nav-top=""
        data-current-section={holdsCurrentPage ? '' : undefined}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onOpenChange(!isOpen)}
      >
        {menu.label}
        <Icon name="chevron-down" size={16} className="chevron" />
      </button>
      <ul ref={panelRef} id={panelId} className="menu-panel main-nav__panel" hidden={!isOpen}>
        {menu.children.map((child) => (
          <li key={child.key}>
            <NavItemLink link={child} className="menu-link" />
          </li>
        ))}
      </ul>
    </li>
  );
}
