import type { FastifyInstance } from 'fastify';
import {
  getAllLocations,
  getHoursOfOperation,
  getHoursWithLocations,
  getLocationMap,
  getLocationsStatus,
  getOpenLocations,
  getWeeklySchedule,
  getLocationHoursIcs,
} from '@commons/contract';
import { ALREADY_SENT, contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { LocationsService } from './locations.service.ts';

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * Browsers keep the open-state answers 0 s and ask again with their ETag (a 304 when unchanged):
 * a location closed from the console must show within seconds once the page refetches on the site's
 * change event, which a browser's own copy of up to a minute would hide.
 */
const OPEN_STATE_MAX_AGE = 0;

/**
 * The locations calls. Open state changes by the minute, so answers that depend on the time are
 * cached per site and minute; the rest per site and arguments (and minute, for "today").
 */
export function locationsRoutes(app: FastifyInstance, locations: LocationsService, cache: AnswerCache, clock: () => Date) {
  contractRoute(app, getLocationsStatus, ({ query, request, reply }) => {
    const at = locations.instant(query.timestamp);
    return sendCached(request, reply, cache, `locations:status:${query.site_id}:${minuteOf(at)}`, async () =>
      getLocationsStatus.answer.parse(await locations.status(query.site_id, at)), OPEN_STATE_MAX_AGE);
  });

  contractRoute(app, getOpenLocations, ({ query, request, reply }) => {
    const at = locations.instant(query.timestamp);
    return sendCached(request, reply, cache, `locations:open:${query.site_id}:${minuteOf(at)}`, async () =>
      getOpenLocations.answer.parse(await locations.open(query.site_id, at)), OPEN_STATE_MAX_AGE);
  });

  contractRoute(app, getWeeklySchedule, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `locations:weekly:${query.site_id}:${query.date ?? ''}:${minuteOf(clock())}`, async () =>
      getWeeklySchedule.answer.parse(await locations.weeklySchedule(query.site_id, query.date)),
    ),
  );

  for (const def of [getHoursOfOperation, getHoursWithLocations]) {
    contractRoute(app, def, ({ query, request, reply }) =>
      sendCached(request, reply, cache, `locations:hours:${query.site_id}:${query.date ?? ''}:${minuteOf(clock())}`, async () =>
        def.answer.parse(await locations.hoursOfOperation(query.site_id, query.date)),
      ),
    );
  }

  contractRoute(app, getAllLocations, ({ query, request, reply }) => {
    const flags = [query.for_map, query.for_menus, query.for_profile, query.with_address, query.with_buildings].map((f) => (f === undefined ? '-' : Number(f))).join('');
    return sendCached(request, reply, cache, `locations:all:${query.site_id}:${query.platform}:${flags}`, async () =>
      getAllLocations.answer.parse(await locations.allLocations(query)),
    );
  });

  contractRoute(app, getLocationMap, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `locations:map:${query.site_id}:${query.location_id}:${minuteOf(clock())}`, async () =>
      getLocationMap.answer.parse(await locations.mapDetail(query.site_id, query.location_id)), OPEN_STATE_MAX_AGE),
  );

  // iCalendar, not JSON: the id is checked by the contract's schema, the text sent as it is.
  contractRoute(app, getLocationHoursIcs, async ({ params, reply }) => {
    const { fileName, text } = await locations.hoursCalendar(params.id);
    reply
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .type('text/calendar; charset=utf-8')
      .send(text);
    return ALREADY_SENT;
  });
}
