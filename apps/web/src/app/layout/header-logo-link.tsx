import { Link } from 'react-router';
import type { HeaderLogo } from '@commons/domain';
import { ExternalLink } from './external-link.tsx';

/** The site logo (or its name as text) linking to the school in a new tab or to the site home. */
export function HeaderLogoLink({ logo, siteName }: { logo: HeaderLogo; siteName: string }) {
  const content = logo.src ? (
    <img className="header-logo__image" src={logo.src} alt={logo.alt} />
  ) : (
    <span className="header-logo__name">{siteName}</span>
  );
  return logo.isExternal ? (
    <ExternalLink href={logo.href} className="header-logo">
      {content}
    </ExternalLink>
  ) : (
    <Link to={logo.href} className="header-logo">
      {content}
    </Link>
  );
}
