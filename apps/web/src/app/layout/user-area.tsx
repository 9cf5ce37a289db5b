import { Link } from 'react-router';
import { userAreaItems, type UserAreaSite } from '@commons/domain';
import { Icon } from '../../ui/icons/icon.tsx';

/**
 * Login and sign-up links, or 'Manage Account' and 'Logout' once logged in (login arrives in a
 * later issue, so the state comes in as props).
 */
export function UserArea({ site, isLoggedIn = false, onLogout }: { site: UserAreaSite; isLoggedIn?: boolean; onLogout?: () => void }) {
  const items = userAreaItems(site, isLoggedIn);
  if (items.length === 0) return null;
  return (
    <ul className="header-user" aria-label="Account">
      {items.map((item, index) => (
        <li key={item.label}>
          {item.kind === 'logout' ? (
            <button type="button" className="header-tool" onClick={onLogout}>
              {item.label}
            </button>
          ) : (
            <Link to={item.href} className="header-tool">
              {index === 0 ? <Icon name="user" size={18} /> : null}
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
