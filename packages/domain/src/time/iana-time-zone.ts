import { isValidTimeZone } from './zone-offset.ts';

/** 'UTC', or an IANA area and place: 'America/New_York', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'. */
const IANA_NAME = /^(UTC|[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/;

/**
 * Is `name` an IANA time zone this runtime knows, by its name? A site keeps one so its clock follows
 * daylight-saving changes; fixed offsets ('+05:00', 'EST') and abbreviations are not zones of a place.
 */
export function isIanaTimeZone(name: string): boolean {
  return name.length <= 64 && IANA_NAME.test(name) && isValidTimeZone(name);
}
