import { z } from 'zod';
import { BUSY_LEVELS } from '@commons/domain';
import { id, siteId } from '../primitives.ts';
import { get, put } from '../route.ts';
import { locationStatus } from '../location-shapes.ts';
import { consoleCall } from './console-route.ts';
import { lineOf, localDateTime, rowVersion } from './site-fields.ts';

/**
 * What is true right now at a location (docs/product/console.md#live-status): closed now with a
 * message until a time, and how busy it is. The console sends times as the site's wall clock
 * ('2026-12-01T14:00'); the server keeps instants. A closure whose time has passed is over.
 */
const tag = 'console: live status';

export const LIVE_MESSAGE_MAX = 120;
/** A closure lasts at most this long: a longer one is a change of hours. */
export const LIVE_CLOSURE_MAX_DAYS = 7;
/** The message the console offers when closing. */
export const LIVE_SUGGESTED_MESSAGE = 'Closed early today';

export const LIVE_MESSAGES = {
  messageNeeded: 'Write what visitors should read, such as “Closed early today: water outage”.',
  busyLevel: 'Choose quiet, busy or very busy, or none.',
  untilPast: 'Choose a time later than now.',
  untilTooFar: `A closure lasts at most ${LIVE_CLOSURE_MAX_DAYS} days: for longer, change the hours.`,
  skippedTime: 'This time does not happen on the site’s clock (clocks go forward then): choose another.',
  notFound: 'This location is not one of this site’s.',
} as const;
const M = LIVE_MESSAGES;

export const liveClosureBody = z
  .object({
    message: lineOf(LIVE_MESSAGE_MAX, M.messageNeeded),
    /** The site's wall-clock time the closure ends; null: at the end of the site's day. */
    until: localDateTime.nullable(),
  })
  .strict();

export const locationLiveBody = z
  .object({
    /** Closed now, or null: open as its hours say (a reopen). */
    closure: liveClosureBody.nullable(),
    busy_level: z.enum(BUSY_LEVELS, { error: M.busyLevel }).nullable(),
    version: rowVersion,
  })
  .strict();
export type LocationLiveBody = z.input<typeof locationLiveBody>;

export const consoleLiveLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In force now, or null. `until` is the site's wall clock, `until_at` the instant. */
  closure: z.object({ message: z.string(), until: z.string(), until_at: z.string() }).nullable(),
  busy_level: z.enum(BUSY_LEVELS).nullable(),
  /** The state visitors see now, the closure included. */
  status: locationStatus,
  /** Today's hours at the site ('7:00a - 8:00p'). */
  hours: z.array(z.string()),
  version: z.number().int(),
});
export type ConsoleLiveLocation = z.infer<typeof consoleLiveLocation>;

export const liveLocationsAnswer = z.object({ time_zone: z.string(), locations: z.array(consoleLiveLocation) });
export type LiveLocationsAnswer = z.infer<typeof liveLocationsAnswer>;

const siteParams = z.object({ site_id: siteId }).strict();
const locationParams = z.object({ site_id: siteId, location_id: id }).strict();

/** Open to any whole session: the answer holds only the locations the caller may act on (none for the others). */
export const getLiveLocations = consoleCall(
  get(
    '/v1/console/sites/{site_id}/live',
    { summary: "The site's locations whose live status the caller may change, each with its state now, today's hours and `version`.", tag, params: siteParams },
    liveLocationsAnswer,
  ),
  'signed_in',
);

export const putLocationLive = consoleCall(
  put(
    '/v1/console/sites/{site_id}/locations/{location_id}/live',
    { summary: 'Sets a location’s live status: closed now (message, until) or not, and its busy level, with its `version` as read.', tag, params: locationParams, body: locationLiveBody },
    z.object({ location: consoleLiveLocation }),
  ),
  { permission: 'live_status.edit' },
);
