import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { endpoints } from '@commons/contract/endpoints';
import { RESERVATION_TEXTS } from '@commons/domain';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';
import './reservations.css';

/**
 * `/{site}/cancel-reservation/{customerId}/{reservationId}` (docs/product/site.md#routes, docs/product/reservations.md#cancelling): the e-mailed link,
 * no login. Nothing is cancelled on load, so a mail scanner that follows the link changes
 * nothing: the visitor presses 'Cancel reservation'.
 */
export function CancelReservationPage() {
  const site = useSite();
  const { customerId = '', reservationId = '' } = useParams();
  const cancel = useMutation({
    mutationFn: () => api(endpoints.postCancelReservationByLink, { body: { customer_id: customerId, reservation_id: reservationId } }),
  });
  return (
    <div className="container account-page account-page--narrow res-cancel-page">
      <PageHead title={`Cancel reservation | ${site.name}`} description={`Cancel a reservation at ${site.name} Dining.`} noIndex />
      <h1 className="account-page__title" tabIndex={-1}>
        Cancel reservation
      </h1>
      <div role="status" className="res-cancel-page__status">
        {cancel.isSuccess ? <p className="res-cancel-page__done">{RESERVATION_TEXTS.cancelled}</p> : null}
      </div>
      <div role="alert">{cancel.isError ? <p className="form-alert__message">{RESERVATION_TEXTS.cancelFailed}</p> : null}</div>
      {cancel.isSuccess || cancel.isError ? (
        <p>
          <Link to={paths.siteHome(site.slug)}>Back to {site.name} Dining</Link>
        </p>
      ) : (
        <>
          <p>Press the button to cancel your reservation. Your seat will be offered to someone else.</p>
          <button type="button" className="button" aria-disabled={cancel.isPending || undefined} onClick={() => !cancel.isPending && cancel.mutate()}>
            {cancel.isPending ? 'Cancelling…' : RESERVATION_UI_TEXTS.cancelButton}
          </button>
        </>
      )}
    </div>
  );
}
