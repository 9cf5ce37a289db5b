import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useCustomerSession } from '../../site/customer-session.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { purchaseQueries } from './cart-queries.ts';
import { PurchaseForm } from './purchase-form.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { useQuickAdd } from './use-quick-add.ts';
import './purchase.css';

/**
 * The meal plan purchase section (docs/product/purchase.md#purchase-page): the section's text, then the order form's steps
 * once the order form and this browser's cart have loaded. A quick add link is taken on arrival.
 */
export function PurchasePage({ section }: { section: Section }) {
  const site = useSite();
  const orderForm = useQuery(purchaseQueries.orderForm(site.id));
  const cart = useQuery(purchaseQueries.cart(site.id));
  const session = useCustomerSession(site.id, site.customer_login);
  useQuickAdd(site.id);
  const body = section.body?.trim() ?? '';
  const isFailed = orderForm.isError || cart.isError;
  return (
    <div className="section-page container purchase-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Buy a meal plan for ${site.name} Dining.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {body ? <SafeHtml html={body} className="section-page__body" /> : null}
      {isFailed ? (
        <ErrorState
          message={PURCHASE_TEXTS.loadFailure}
          onRetry={() => {
            if (orderForm.isError) void orderForm.refetch();
            if (cart.isError) void cart.refetch();
          }}
        />
      ) : orderForm.data && cart.data ? (
        <PurchaseForm site={site} orderForm={orderForm.data} cart={cart.data.cart} customer={session.customer} />
      ) : (
        <LoadingState label={PURCHASE_TEXTS.loading} />
      )}
    </div>
  );
}
