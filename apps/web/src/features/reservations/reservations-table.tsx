import type { Reservation } from '@commons/contract';
import { formatReservationDate, formatSlotTime, RESERVATION_TEXTS } from '@commons/domain';
import { paths } from '../../api/paths.ts';

interface ReservationsTableProps {
  siteId: number;
  customerId: number;
  reservations: readonly Reservation[];
  onCancel: (reservation: Reservation) => void;
}

const guestsText = (friends: number) => (friends === 0 ? RESERVATION_TEXTS.justMe : `+${friends}`);

/**
 * The account's reservations (docs/product/reservations.md#reservations-tab): date, time, location, guests, print
 * and manage; on phones the date joins the time and print joins the actions.
 */
export function ReservationsTable({ siteId, customerId, reservations, onCancel }: ReservationsTableProps) {
  return (
    <div className="res-table-wrap">
      <table className="res-table">
        <caption className="visually-hidden">Your upcoming reservations</caption>
        <thead>
          <tr>
            <th scope="col" className="res-table__wide">
              Date
            </th>
            <th scope="col">Time</th>
            <th scope="col">Location</th>
            <th scope="col">Guests</th>
            <th scope="col" className="res-table__wide">
              Print
            </th>
            <th scope="col">
              <span className="res-table__wide">Manage</span>
              <span className="res-table__narrow">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((reservation) => {
            const date = formatReservationDate(reservation.date);
            const time = formatSlotTime(reservation.hour * 60 + reservation.minute);
            const card = paths.reservationCard(siteId, customerId, reservation.id);
            const printLink = (
              <a href={card} target="_blank" rel="noopener" className="res-table__link">
                Print<span className="visually-hidden"> reservation of {date} (PDF, opens in a new tab)</span>
              </a>
            );
            return (
              <tr key={reservation.id}>
                <td className="res-table__wide">{date}</td>
                <td>
                  <span className="res-table__narrow">{date} </span>
                  {time}
                </td>
                <td>{reservation.location_name}</td>
                <td>{guestsText(reservation.friends)}</td>
                <td className="res-table__wide">{printLink}</td>
                <td>
                  <div className="res-table__actions">
                    <span className="res-table__narrow">{printLink}</span>
                    <button type="button" className="button button--ghost res-table__cancel" onClick={() => onCancel(reservation)}>
                      Cancel<span className="visually-hidden"> reservation of {date} at {time}</span>
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
