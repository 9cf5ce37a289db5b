// The reservation screens: the section page, the account's tab, and the e-mailed cancellation link's page.
export { ReservationsSectionPage } from './reservations-section-page.tsx';
export { ReservationsTab } from './reservations-tab.tsx';
export { CancelReservationPage } from './cancel-reservation-page.tsx';
