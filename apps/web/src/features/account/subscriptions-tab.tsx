import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CustomerSubscription } from '@commons/contract';
import { ApiError } from '../../api/api-error.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { notify } from '@commons/ui/toast.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { EmptyTab } from './empty-tab.tsx';
import { ORDER_TEXTS } from './order-texts.ts';
import { accountQueries } from './queries.ts';
import { StartLink } from './start-link.tsx';
import { SubscriptionsTable } from './subscriptions-table.tsx';
import type { AccountTabProps } from './tab-props.ts';
import './orders.css';

const HEADING = 'account-subscriptions-heading';

/** docs/product/accounts.md#subscriptions: the server's refusal (its answer carries a message) reads differently from a failed connection or a server fault. */
const loadFailureOf = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? ORDER_TEXTS.subscriptionsNotLocated : ORDER_TEXTS.subscriptionsLoadFailure);

/** The account's Subscriptions tab (sites that sell subscriptions): the table, and Cancel with a confirmation. */
export function SubscriptionsTab({ siteId, customerId }: AccountTabProps) {
  const site = useSite();
  const client = useQueryClient();
  const query = accountQueries.subscriptions(siteId, customerId);
  const list = useQuery(query);
  const [cancelling, setCancelling] = useState<CustomerSubscription | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [cancelCount, setCancelCount] = useState(0);
  // The Cancel button is gone once its subscription is cancelled: focus goes to the table's heading.
  useEffect(() => {
    if (cancelCount > 0) heading.current?.focus();
  }, [cancelCount]);

  const dialog = cancelling ? (
    <CancelSubscriptionDialog
      siteId={siteId}
      customerId={customerId}
      subscription={cancelling}
      onClose={() => setCancelling(null)}
      onCancelled={(subscriptions) => {
        client.setQueryData(query.queryKey, { subscriptions });
        setCancelling(null);
        setCancelCount((n) => n + 1);
        notify(ORDER_TEXTS.cancelled, 'success');
      }}
      onFailed={() => {
        setCancelling(null);
        notify(ORDER_TEXTS.cancelFailure, 'error');
      }}
    />
  ) : null;
  if (list.data?.subscriptions.length === 0) {
    const startLink = <StartLink site={site} master="meal-plan-purchase" text={ORDER_TEXTS.seePlans} />;
    return <EmptyTab id={HEADING} title={ORDER_TEXTS.subscriptionsTitle} icon="calendar" message={ORDER_TEXTS.subscriptionsEmpty} action={startLink} />;
  }
  return (
    <section aria-labelledby={HEADING}>
      <h2 id={HEADING} className="account-tab__title" ref={heading} tabIndex={-1}>
        {ORDER_TEXTS.subscriptionsTitle}
      </h2>
      {list.isPending ? <LoadingState label={ORDER_TEXTS.subscriptionsLoading} /> : null}
      {list.isError ? <ErrorState message={loadFailureOf(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data ? <SubscriptionsTable subscriptions={list.data.subscriptions} timeZone={site.address.time_zone} onCancel={setCancelling} /> : null}
      {dialog}
    </section>
  );
}
