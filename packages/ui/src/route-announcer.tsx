import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { whenPageSettles } from './page-settled.ts';
import './route-announcer.css';

/**
 * After a client-side navigation (not the first load), once the new page has rendered its content,
 * moves focus to its h1 so keyboard and screen reader users start at the top of the new content,
 * and announces the page title.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if (shownPath.current === null || shownPath.current === pathname) {
      shownPath.current = pathname;
      return;
    }
    shownPath.current = pathname;
    return whenPageSettles(() => {
      const main = document.getElementById('main-content');
      const target = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1') ?? main;
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      }
      setMessage(document.title);
    });
  }, [pathname]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
