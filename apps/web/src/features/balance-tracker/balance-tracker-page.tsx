import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Section } from '@commons/contract';
import { localDateTime } from '@commons/domain';
import { ApiError } from '../../api/api-error.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { purchaseQueries } from '../purchase/index.ts';
import { BALANCE_TRACKER_TEXTS } from './balance-tracker-texts.ts';
import { BalanceTrackerView } from './balance-tracker-view.tsx';
import './balance-tracker.css';

/** The order form's 404: the site sells no meal plans, so there is none to track. */
const isNotSold = (error: Error | null) => error instanceof ApiError && error.status === 404;

/**
 * The balance tracker section (docs/product/purchase.md#balance-tracker, section balance-tracker): the section's text, then the
 * tracker over the order form answer the purchase page reads. Today is the site's calendar date,
 * taken once when the page opens.
 */
export function BalanceTrackerPage({ section }: { section: Section }) {
  const site = useSite();
  const orderForm = useQuery(purchaseQueries.orderForm(site.id));
  const [today] = useState(() => localDateTime(new Date(), site.address.time_zone).date);
  const body = section.body?.trim() ?? '';
  return (
    <div className="section-page container balance-tracker-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`See how much of your ${site.name} meal plan should be left today.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {body ? <SafeHtml html={body} className="section-page__body" /> : null}
      {isNotSold(orderForm.error) ? (
        <p className="balance-tracker__empty">{BALANCE_TRACKER_TEXTS.noPlans}</p>
      ) : orderForm.isError ? (
        <ErrorState message={BALANCE_TRACKER_TEXTS.loadFailure} onRetry={() => void orderForm.refetch()} />
      ) : orderForm.data ? (
        <BalanceTrackerView orderForm={orderForm.data} today={today} />
      ) : (
        <LoadingState label={BALANCE_TRACKER_TEXTS.loading} />
      )}
    </div>
  );
}
