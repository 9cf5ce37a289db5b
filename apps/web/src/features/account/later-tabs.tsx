import { EmptyTab } from './empty-tab.tsx';
import { StartLink, type TabSite } from './start-link.tsx';

/** The Reservations tab; the reservations it lists arrive with the reservation pages. */
export function ReservationsTab({ site }: { site: TabSite }) {
  return (
    <EmptyTab
      id="account-reservations-heading"
      title="Your reservations"
      icon="calendar"
      message="You have no reservations yet."
      action={<StartLink site={site} master="reservations" text="Reserve a time" />}
    />
  );
}
