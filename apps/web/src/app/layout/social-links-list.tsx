import type { SocialLink } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { ExternalLink } from './external-link.tsx';

/** The social profile links as a row of icons (wide screens) or a list with names (inside the 'Social Media' dropdown). */
export function SocialLinksList({
  links,
  withNames = false,
  className,
  id,
  hidden,
}: {
  links: readonly SocialLink[];
  withNames?: boolean;
  className?: string;
  id?: string;
  hidden?: boolean;
}) {
  return (
    <ul className={className} id={id} hidden={hidden}>
      {links.map((link) => (
        <li key={link.network}>
          <ExternalLink href={link.href} label={link.accessibleName} className={withNames ? 'menu-link' : 'header-icon-link'}>
            <Icon name={link.network} size={withNames ? 20 : 22} />
            {withNames ? <span>{link.networkName}</span> : null}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
