import type { MouseEvent } from 'react';
import './skip-links.css';

export const NAV_TARGET_ID = 'site-navigation';
export const MAIN_TARGET_ID = 'main-content';

/** Moves focus to the target itself (not only the scroll position), without touching the router's URL. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/** The first focusable elements of every site page; visible when focused (docs/product/site.md#layout). */
export function SkipLinks() {
  return (
    <div className="skip-links">
      <a className="skip-link" href={`#${NAV_TARGET_ID}`} onClick={(e) => focusTarget(e, NAV_TARGET_ID)}>
        Skip to navigation
      </a>
      <a className="skip-link" href={`#${MAIN_TARGET_ID}`} onClick={(e) => focusTarget(e, MAIN_TARGET_ID)}>
        Skip to main content
      </a>
    </div>
  );
}
