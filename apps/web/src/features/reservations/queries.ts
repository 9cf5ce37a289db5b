import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { customerKey } from '../../site/customer-session.ts';

/**
 * The reservation calls. Availability and the customer's list depend on who is logged in (their own
 * slots, visit limits), so they sit under the site's customer key: a login or logout drops them.
 */
export const reservationQueries = {
  /** Locations that take reservations, with their settings and schedules. */
  locations: (siteId: number) =>
    queryOptions({
      queryKey: ['reservations', siteId, 'locations'] as const,
      queryFn: ({ signal }) => api(endpoints.getReservationLocations, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** One day's time blocks and slots at a location. Never cached by the server; fresh for a short while here. */
  availability: (siteId: number, locationId: number, date: string) =>
    queryOptions({
      queryKey: [...customerKey(siteId), 'reservation-availability', locationId, date] as const,
      queryFn: ({ signal }) => api(endpoints.getReservationAvailability, { query: { site_id: siteId, location_id: locationId, date }, signal }),
      staleTime: 15_000,
    }),
  /** What an e-mailed cancellation link names; reading it changes nothing. */
  byLink: (customerId: string, reservationId: string) =>
    queryOptions({
      queryKey: ['reservations', 'by-link', customerId, reservationId] as const,
      queryFn: ({ signal }) => api(endpoints.getReservationByLink, { query: { customer_id: customerId, reservation_id: reservationId }, signal }),
      retry: false,
    }),
  /** The logged-in customer's reservations. */
  mine: (siteId: number, customerId: number) =>
    queryOptions({
      queryKey: [...customerKey(siteId), 'reservations', customerId] as const,
      queryFn: ({ signal }) => api(endpoints.getCustomerReservations, { query: { site_id: siteId, customer_id: customerId }, signal }),
    }),
};

/** The prefix of every availability query of a site, to reload the times after a booking or a cancellation. */
export const availabilityPrefix = (siteId: number) => [...customerKey(siteId), 'reservation-availability'] as const;
/** The prefix of the customer's reservation lists. */
export const myReservationsPrefix = (siteId: number) => [...customerKey(siteId), 'reservations'] as const;
