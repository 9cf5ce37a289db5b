import type { Customer } from '@commons/contract';
import { LoginForm } from './login-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/**
 * The modes of the login form (docs/product/accounts.md#login: it toggles between logging in and asking for a
 * password-reset e-mail). Each mode is its own form; the page and the dialog keep the mode.
 */
export type LoginMode = 'login' | 'reset';

interface LoginPanelProps {
  siteId: number;
  mode: LoginMode;
  /** For a mode's link to another mode. */
  onModeChange: (mode: LoginMode) => void;
  onLoggedIn: (customer: Customer) => void;
}

/** The form of the current mode: the login page and the header's login dialog both show this. */
export function LoginPanel({ siteId, mode, onModeChange, onLoggedIn }: LoginPanelProps) {
  switch (mode) {
    case 'login':
      return <LoginForm siteId={siteId} onLoggedIn={onLoggedIn} onForgotPassword={() => onModeChange('reset')} />;
    case 'reset':
      return <ResetRequestForm siteId={siteId} onBack={() => onModeChange('login')} />;
  }
}
