import type { LocationSchedule, LocationStatus } from '@commons/contract';
import { locationStatus, statusWithClosure } from '@commons/domain';

/**
 * A location's status at `now`, worked out in the browser by the same open-state rule and from the
 * same schedule rows the server used, so the list stays right minute by minute without a refetch;
 * closed with its staff's message while their closure is in force.
 */
export function liveStatus(location: LocationSchedule, now: Date, timeZone: string): LocationStatus {
  return statusWithClosure(locationStatus(location.schedules, now, timeZone), location.closed_now, now);
}
