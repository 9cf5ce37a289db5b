import { useState } from 'react';
import { endpoints } from '@commons/contract/endpoints';
import type { Reservation } from '@commons/contract';
import { formatReservationDate, formatSlotTime, RESERVATION_TEXTS } from '@commons/domain';
import { api } from '../../api/client.ts';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';

interface CancelDialogProps {
  siteId: number;
  customerId: number;
  reservation: Reservation;
  onCancelled: () => void;
  onClose: () => void;
}

/** Asks before cancelling one reservation (DELETE reservations/); a failure is said inside, in the documented words (docs/product/reservations.md#messages). */
export function CancelDialog({ siteId, customerId, reservation, onCancelled, onClose }: CancelDialogProps) {
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = async () => {
    if (isPending) return;
    setIsPending(true);
    setFailure(null);
    try {
      await api(endpoints.deleteReservation, { body: { reservation_id: reservation.id, customer_id: customerId, site_id: siteId, ver: 2 } });
      onCancelled();
    } catch {
      setFailure(RESERVATION_TEXTS.cancelFailed);
      setIsPending(false);
    }
  };
  return (
    <ModalDialog title="Cancel this reservation?" onClose={onClose} className="res-cancel-dialog">
      <p>
        {reservation.location_name}, {formatReservationDate(reservation.date)} at {formatSlotTime(reservation.hour * 60 + reservation.minute)}.
      </p>
      <div role="alert">{failure ? <p className="form-alert__message">{failure}</p> : null}</div>
      <div className="account-form__actions">
        <button type="button" className="button" aria-disabled={isPending || undefined} onClick={() => void cancel()}>
          {isPending ? 'Cancelling…' : RESERVATION_UI_TEXTS.cancelButton}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {RESERVATION_UI_TEXTS.keepButton}
        </button>
      </div>
    </ModalDialog>
  );
}
