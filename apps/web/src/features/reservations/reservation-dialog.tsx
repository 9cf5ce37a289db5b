import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@commons/contract';
import { LOOKAHEAD_DAYS } from '@commons/domain';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { reservationQueries } from './queries.ts';
import { useReservationWizard } from './use-reservation-wizard.ts';

interface ReservationDialogProps {
  siteId: number;
  timeZone: string;
  customer: Customer;
  onClose: () => void;
}

/** 'Make a reservation' from the account's Reservations tab: the wizard in a modal, 14 days ahead; its title grows with the choices. */
export function ReservationDialog({ siteId, timeZone, customer, onClose }: ReservationDialogProps) {
  const locations = useQuery(reservationQueries.locations(siteId));
  const wizard = useReservationWizard(locations.data?.locations);
  return (
    <ModalDialog title={wizard.title} onClose={onClose} className="res-dialog">
      <BookingPanel siteId={siteId} timeZone={timeZone} lookahead={LOOKAHEAD_DAYS.modal} customer={customer} locations={locations} wizard={wizard} />
    </ModalDialog>
  );
}
