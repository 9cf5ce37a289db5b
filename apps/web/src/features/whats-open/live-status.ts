import type { LocationSchedule, LocationStatus } from '@commons/contract';
import { locationStatus } from '@commons/domain';

/**
 * A location's status at `now`, worked out in the browser by the same open-state rule and from the
 * same schedule rows the server used, so the list stays right minute by minute without a refetch.
 */
export function liveStatus(location: LocationSchedule, now: Date, timeZone: string): LocationStatus {
  return locationStatus(location.schedules, now, timeZone);
}
