import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { LoginPanel, type LoginMode } from './login-panel.tsx';
import './account.css';

interface LoginDialogProps {
  site: Pick<Site, 'id' | 'slug'>;
  onClose: () => void;
}

/** The header's login (docs/product/accounts.md#login): logged in, it closes and opens the account. */
export function LoginDialog({ site, onClose }: LoginDialogProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <ModalDialog title={ACCOUNT_TEXTS.loginHeading} onClose={onClose} className="login-dialog">
      <LoginPanel
        siteId={site.id}
        mode={mode}
        onModeChange={setMode}
        onLoggedIn={() => {
          onClose();
          void navigate(paths.customerAccount(site.slug));
        }}
      />
      <p className="account-page__aside">
        New here?{' '}
        <Link to={paths.signup(site.slug)} onClick={onClose}>
          Sign up for an account
        </Link>
      </p>
    </ModalDialog>
  );
}
