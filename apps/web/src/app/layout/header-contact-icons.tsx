import { Link } from 'react-router';
import type { HeaderContactLinks } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';

/** The e-mail and mobile app icon links of the header, each shown only when the site has it. */
export function HeaderContactIcons({ contact, siteName }: { contact: HeaderContactLinks; siteName: string }) {
  if (!contact.email && !contact.mobileApp) return null;
  return (
    <ul className="header-icons">
      {contact.email ? (
        <li>
          <a href={contact.email.href} className="header-icon-link" aria-label={`Email ${siteName} Dining`}>
            <Icon name="email" size={22} />
          </a>
        </li>
      ) : null}
      {contact.mobileApp ? (
        <li>
          <Link to={contact.mobileApp.href} className="header-icon-link" aria-label={`${siteName} Dining mobile app`}>
            <Icon name="mobile-app" size={22} />
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
