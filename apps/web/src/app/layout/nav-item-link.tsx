import { NavLink as RouterNavLink } from 'react-router';
import type { NavLink } from '@commons/domain';

/** One navbar link: URL items open in a new tab; site pages are client-side links marked when current. */
export function NavItemLink({ link, className, isTopLevel = false }: { link: NavLink; className: string; isTopLevel?: boolean }) {
  const topLevel = isTopLevel ? { 'data-nav-top': '' } : {};
  if (link.isExternal) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} {...topLevel}>
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <RouterNavLink to={link.href} end className={className} {...topLevel}>
      {link.label}
    </RouterNavLink>
  );
}
