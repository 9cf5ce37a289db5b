import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Reservation } from '@commons/contract';
import { localDateTime, RESERVATION_TEXTS } from '@commons/domain';
import { useCustomerSession } from '../../site/customer-session.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { notify } from '@commons/ui/toast.ts';
import type { AccountTabProps } from '../account/index.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { availabilityPrefix, myReservationsPrefix, reservationQueries } from './queries.ts';
import { ReservationDialog } from './reservation-dialog.tsx';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';
import { ReservationsTable } from './reservations-table.tsx';
import './reservations.css';

/** The reservations still to come: booked, today or later in the site's zone. */
function upcoming(reservations: readonly Reservation[], today: string): Reservation[] {
  return reservations.filter((r) => r.status === 'booked' && r.date >= today);
}

/** The account's Reservations tab: the table, a 'Make a reservation' button that opens the wizard, and Cancel. */
export function ReservationsTab({ siteId, customerId }: AccountTabProps) {
  const site = useSite();
  const client = useQueryClient();
  const session = useCustomerSession(siteId);
  const list = useQuery(reservationQueries.mine(siteId, customerId));
  const [isBooking, setIsBooking] = useState(false);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const [today] = useState(() => localDateTime(new Date(), site.address.time_zone).date);

  const makeButton = (
    <button type="button" className="button" onClick={() => setIsBooking(true)}>
      {RESERVATION_UI_TEXTS.makeReservation}
    </button>
  );
  const rows = list.data ? upcoming(list.data.reservations, today) : [];
  return (
    <section aria-labelledby="account-reservations-heading">
      <div className="res-tab__head">
        <h2 id="account-reservations-heading" className="account-tab__title">
          Your reservations
        </h2>
        {list.data && rows.length > 0 ? makeButton : null}
      </div>
      {list.isPending ? <LoadingState label="Loading your reservations…" /> : null}
      {list.isError ? <ErrorState message={RESERVATION_UI_TEXTS.listLoadFailure} onRetry={() => void list.refetch()} /> : null}
      {list.data && rows.length === 0 ? (
        <div className="account-empty">
          <Icon name="calendar" size={22} />
          <div>
            <p>{RESERVATION_UI_TEXTS.empty}</p>
            <p>{makeButton}</p>
          </div>
        </div>
      ) : null}
      {rows.length > 0 ? <ReservationsTable siteId={siteId} customerId={customerId} reservations={rows} onCancel={setCancelling} /> : null}
      {isBooking && session.customer ? (
        <ReservationDialog siteId={siteId} timeZone={site.address.time_zone} customer={session.customer} onClose={() => setIsBooking(false)} />
      ) : null}
      {cancelling ? (
        <CancelDialog
          siteId={siteId}
          customerId={customerId}
          reservation={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            notify(RESERVATION_TEXTS.cancelled, 'success');
            void client.invalidateQueries({ queryKey: myReservationsPrefix(siteId) });
            void client.invalidateQueries({ queryKey: availabilityPrefix(siteId) });
          }}
        />
      ) : null}
    </section>
  );
}
