import { forwardRef } from 'react';
import { Link } from 'react-router';
import { userAreaItems, type UserAreaSite } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';

interface UserAreaProps {
  site: UserAreaSite;
  isLoggedIn: boolean;
  /** Opens the login dialog. */
  onLogin: () => void;
  onLogout: () => void;
  /** Warms the login dialog's code when the visitor heads for its button. */
  onLoginIntent?: () => void;
}

/**
 * The header's user area (docs/product/site.md#header): the site's login text (it opens the login dialog) and
 * 'Sign Up', or 'Manage Account' and 'Logout' once logged in. The ref is the login button, where
 * focus goes back after logging out.
 */
export const UserArea = forwardRef<HTMLButtonElement, UserAreaProps>(function UserArea({ site, isLoggedIn, onLogin, onLogout, onLoginIntent }, loginRef) {
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
          ) : item.kind === 'login' ? (
            <button
              ref={loginRef}
              type="button"
              className="header-tool"
              aria-haspopup="dialog"
              onClick={onLogin}
              onPointerEnter={onLoginIntent}
              onFocus={onLoginIntent}
            >
              <Icon name="user" size={18} />
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
});
