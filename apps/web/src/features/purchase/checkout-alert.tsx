import { forwardRef } from 'react';
import { DismissibleBox } from '../../ui/dismissible-box.tsx';
import type { CheckoutAlertState } from './checkout-failure.ts';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';

interface CheckoutAlertProps {
  alert: CheckoutAlertState | null;
  /** Counts the failures, so the same words said again are announced again. */
  count: number;
  onDismiss: () => void;
  onLogin: () => void;
}

/**
 * The checkout's red alert (docs/product/purchase.md#messages): announced as it appears (role=alert, always on the page
 * so the change is heard), focusable for the page to bring it into view, closed by its button.
 */
export const CheckoutAlert = forwardRef<HTMLDivElement, CheckoutAlertProps>(function CheckoutAlert({ alert, count, onDismiss, onLogin }, ref) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={alert ? 'checkout-alert' : 'checkout-alert checkout-alert--empty'}>
      {alert ? (
        <DismissibleBox key={count} tone="error" icon="warning" dismissLabel={T.dismiss} onDismiss={onDismiss}>
          <div className="checkout-alert__text">
            <p>{alert.message}</p>
            {alert.detail ? <p>{alert.detail}</p> : null}
            {alert.offersLogin ? (
              <button type="button" className="button checkout-alert__login" onClick={onLogin}>
                {T.logInInstead}
              </button>
            ) : null}
          </div>
        </DismissibleBox>
      ) : null}
    </div>
  );
});
