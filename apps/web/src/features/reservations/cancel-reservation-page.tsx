import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { ReservationByLink } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { formatSlotTime, RESERVATION_TEXTS } from '@commons/domain';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { longDateIn } from '../../ui/dates.ts';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { reservationQueries } from './queries.ts';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';
import './reservations.css';

const guestsText = (friends: number) => (friends === 0 ? RESERVATION_TEXTS.justMe : `You and ${friends} ${friends === 1 ? 'guest' : 'guests'}`);

/** What the link cancels: location, date, time and guests, read before the button is offered. */
function ReservationFacts({ reservation }: { reservation: ReservationByLink }) {
  return (
    <dl className="res-cancel-page__facts">
      <dt>Location</dt>
      <dd>{reservation.location_name}</dd>
      <dt>Date</dt>
      <dd>{longDateIn(new Date(`${reservation.date}T12:00:00Z`), 'UTC')}</dd>
      <dt>Time</dt>
      <dd>{formatSlotTime(reservation.hour * 60 + reservation.minute)}</dd>
      <dt>Guests</dt>
      <dd>{guestsText(reservation.friends)}</dd>
    </dl>
  );
}

/**
 * `/{site}/cancel-reservation/{customerId}/{reservationId}` (docs/product/site.md#routes, docs/product/reservations.md#cancelling): the e-mailed link,
 * no login. The page first reads what the link names, which changes nothing, so a mail scanner
 * that follows the link cancels nothing: it says at once when the link is unknown or the
 * reservation already cancelled, and otherwise what will be cancelled before the visitor presses
 * 'Cancel reservation'.
 */
export function CancelReservationPage() {
  const site = useSite();
  const { customerId = '', reservationId = '' } = useParams();
  const linked = useQuery(reservationQueries.byLink(customerId, reservationId));
  const cancel = useMutation({
    mutationFn: () => api(endpoints.postCancelReservationByLink, { body: { customer_id: customerId, reservation_id: reservationId } }),
  });
  const reservation = linked.data?.reservation;
  const unknownLink = linked.error instanceof ApiError && linked.error.status === 404;
  const readFailed = linked.isError && !unknownLink;
  const alreadyCancelled = reservation?.status === 'cancelled' && !cancel.isSuccess;
  const finished = cancel.isSuccess || cancel.isError || unknownLink || alreadyCancelled;
  return (
    <div className="container account-page account-page--narrow res-cancel-page">
      <PageHead title={`Cancel reservation | ${site.name}`} description={`Cancel a reservation at ${site.name} Dining.`} noIndex />
      <h1 className="account-page__title" tabIndex={-1}>
        Cancel reservation
      </h1>
      <div role="status" className="res-cancel-page__status">
        {cancel.isSuccess ? <p className="res-cancel-page__done">{RESERVATION_TEXTS.cancelled}</p> : null}
        {alreadyCancelled ? <p className="res-cancel-page__done">{RESERVATION_TEXTS.alreadyCancelled}</p> : null}
      </div>
      <div role="alert">
        {cancel.isError ? <p className="form-alert__message">{RESERVATION_TEXTS.cancelFailed}</p> : null}
        {unknownLink ? <p className="form-alert__message">{RESERVATION_TEXTS.linkUnknown}</p> : null}
        {readFailed ? <p className="form-alert__message">{RESERVATION_UI_TEXTS.linkReadFailed}</p> : null}
      </div>
      {linked.isPending ? <LoadingState label="Loading your reservation" /> : null}
      {reservation ? <ReservationFacts reservation={reservation} /> : null}
      {finished ? (
        <p>
          <Link to={paths.siteHome(site.slug)}>Back to {site.name} Dining</Link>
        </p>
      ) : reservation || readFailed ? (
        <>
          <p>Press the button to cancel this reservation. Your seat will be offered to someone else.</p>
          <button type="button" className="button" aria-disabled={cancel.isPending || undefined} onClick={() => !cancel.isPending && cancel.mutate()}>
            {cancel.isPending ? 'Cancelling…' : RESERVATION_UI_TEXTS.cancelButton}
          </button>
        </>
      ) : null}
    </div>
  );
}
