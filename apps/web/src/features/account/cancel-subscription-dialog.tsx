import { useState } from 'react';
import { endpoints } from '@commons/contract/endpoints';
import type { CustomerSubscription } from '@commons/contract';
import { formatMoney } from '@commons/domain';
import { api } from '../../api/client.ts';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { ORDER_TEXTS } from './order-texts.ts';

interface CancelSubscriptionDialogProps {
  siteId: number;
  customerId: number;
  subscription: CustomerSubscription;
  /** The list as the server answers it after the cancellation. */
  onCancelled: (subscriptions: CustomerSubscription[]) => void;
  onFailed: () => void;
  onClose: () => void;
}

/** Asks before cancelling a subscription (one-way, docs/product/accounts.md#subscriptions), then calls customer/cancel_subscription. */
export function CancelSubscriptionDialog({ siteId, customerId, subscription, onCancelled, onFailed, onClose }: CancelSubscriptionDialogProps) {
  const [isPending, setIsPending] = useState(false);
  const cancel = async () => {
    if (isPending) return;
    setIsPending(true);
    try {
      const answer = await api(endpoints.postCancelSubscription, { body: { customer_id: customerId, site_id: siteId, subscription_id: subscription.id, public: true } });
      onCancelled(answer.subscriptions);
    } catch {
      onFailed();
    }
  };
  const period = subscription.frequency === 'weekly' ? 'week' : 'month';
  return (
    <ModalDialog title={ORDER_TEXTS.cancelTitle} onClose={onClose} className="subs-cancel-dialog">
      <p>
        {subscription.item.name}, {formatMoney(subscription.item.price_cents)} per {period}.
      </p>
      <p>It will not be billed again. A cancelled subscription cannot be restarted.</p>
      <div className="account-form__actions">
        <button type="button" className="button" aria-disabled={isPending || undefined} onClick={() => void cancel()}>
          {isPending ? 'Cancelling…' : ORDER_TEXTS.cancelConfirm}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {ORDER_TEXTS.cancelKeep}
        </button>
      </div>
    </ModalDialog>
  );
}
