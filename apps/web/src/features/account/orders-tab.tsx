import { useQuery } from '@tanstack/react-query';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { EmptyTab } from './empty-tab.tsx';
import { ORDER_TEXTS } from './order-texts.ts';
import { OrdersTable } from './orders-table.tsx';
import { accountQueries } from './queries.ts';
import { StartLink } from './start-link.tsx';
import type { AccountTabProps } from './tab-props.ts';
import './orders.css';

const HEADING = 'account-orders-heading';

/** The account's Orders tab (docs/product/accounts.md#orders): the customer's orders, or where to buy a first plan. */
export function OrdersTab({ siteId, customerId }: AccountTabProps) {
  const site = useSite();
  const list = useQuery(accountQueries.orders(siteId, customerId));
  const startLink = <StartLink site={site} master="meal-plan-purchase" text={ORDER_TEXTS.seePlans} />;
  if (list.data?.orders.length === 0) return <EmptyTab id={HEADING} title={ORDER_TEXTS.ordersTitle} icon="shop" message={ORDER_TEXTS.ordersEmpty} action={startLink} />;
  return (
    <section aria-labelledby={HEADING}>
      <h2 id={HEADING} className="account-tab__title">
        {ORDER_TEXTS.ordersTitle}
      </h2>
      {list.isPending ? <LoadingState label={ORDER_TEXTS.ordersLoading} /> : null}
      {list.isError ? <ErrorState message={ORDER_TEXTS.ordersLoadFailure} onRetry={() => void list.refetch()} /> : null}
      {list.data ? <OrdersTable orders={list.data.orders} timeZone={site.address.time_zone} /> : null}
    </section>
  );
}
