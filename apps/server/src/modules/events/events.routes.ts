import type { FastifyInstance } from 'fastify';
import { getBalancedUEvents, getEvent, getEventIcs, getEventsFeed, getPublicEvents, getUpcomingEvents } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached, sendCachedText } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { answerKeys } from '../../platform/answer-keys.ts';
import type { EventsService } from './events.service.ts';

export const ICALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * The events calls. Which events have ended or begun changes with the time, so lists are cached
 * per site and minute; calendars are text, cached the same way.
 */
export function eventsRoutes(app: FastifyInstance, events: EventsService, cache: AnswerCache, clock: () => Date) {
  contractRoute(app, getPublicEvents, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `events:public:${query.site_id}:${minuteOf(clock())}`, async () =>
      getPublicEvents.answer.parse(await events.publicList(query.site_id)),
    ),
  );

  contractRoute(app, getBalancedUEvents, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `events:balanced-u:${query.site_id}:${minuteOf(clock())}`, async () =>
      getBalancedUEvents.answer.parse(await events.balancedU(query.site_id)),
    ),
  );

  contractRoute(app, getUpcomingEvents, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `events:upcoming:${query.site_id}:${minuteOf(clock())}`, async () =>
      getUpcomingEvents.answer.parse(await events.upcoming(query.site_id)),
    ),
  );

  contractRoute(app, getEvent, ({ query, request, reply }) =>
    sendCached(request, reply, cache, answerKeys.event(query.site_id, query.event_id), async () =>
      getEvent.answer.parse(await events.one(query.site_id, query.event_id)),
    ),
  );

  contractRoute(app, getEventIcs, async ({ params, request, reply }) => {
    // The file name comes from the event, so it is looked up before the cached body is sent.
    const { fileName, text } = await events.eventCalendar(params.site, params.id);
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return sendCachedText(request, reply, cache, `events:ics:${params.site.toLowerCase()}:${params.id}:${minuteOf(clock())}`, async () => text, ICALENDAR_CONTENT_TYPE, 300);
  });

  // A feed to subscribe to: shown inline, no download name.
  contractRoute(app, getEventsFeed, ({ params, request, reply }) =>
    sendCachedText(request, reply, cache, `events:feed:${params.site.toLowerCase()}:${minuteOf(clock())}`, () => events.feed(params.site), ICALENDAR_CONTENT_TYPE, 300),
  );
}
