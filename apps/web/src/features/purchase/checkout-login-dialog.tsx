import { useState } from 'react';
import type { Customer } from '@commons/contract';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { LoginPanel, type LoginMode } from '../account/index.ts';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';

interface CheckoutLoginDialogProps {
  siteId: number;
  onLoggedIn: (customer: Customer) => void;
  onClose: () => void;
}

/**
 * The header's login dialog, for 'Return customer login' (docs/product/purchase.md#checkout, docs/product/accounts.md#login): the
 * same form in the same dialog, but a customer who logs in stays on checkout, their details filled in.
 */
export function CheckoutLoginDialog({ siteId, onLoggedIn, onClose }: CheckoutLoginDialogProps) {
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <ModalDialog title={T.loginTitle} onClose={onClose} className="checkout-login">
      <LoginPanel
        siteId={siteId}
        mode={mode}
        onModeChange={setMode}
        onLoggedIn={(customer) => {
          onClose();
          onLoggedIn(customer);
        }}
      />
    </ModalDialog>
  );
}
