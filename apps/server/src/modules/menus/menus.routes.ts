import type { FastifyInstance } from 'fastify';
import { getLegacyMenu, getLocationMenu, getLocationPeriod, getLocationPeriods, getMenuSearch, getTodaysMenu } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { MenusService } from './menus.service.ts';

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * The menu calls. Answers for a given date are kept in `menuCache` until a menu import says menus
 * changed (see menu-cache.ts); "today" is resolved first so a cached day never outlives its date.
 */
export function menusRoutes(app: FastifyInstance, menus: MenusService, menuCache: AnswerCache, clock: () => Date) {
  contractRoute(app, getLocationMenu, async ({ query, request, reply }) => {
    const date = await menus.dateFor(query.site_id, query.date);
    return sendCached(request, reply, menuCache, `menu:${query.site_id}:${query.location_id}:${date}:${query.period_id ?? ''}`, async () =>
      getLocationMenu.answer.parse(await menus.menu({ ...query, date })),
    );
  });

  contractRoute(app, getLocationPeriods, ({ params, query, request, reply }) =>
    sendCached(request, reply, menuCache, `periods:${params.id}:${query.date ?? `today:${minuteOf(clock())}`}`, async () =>
      getLocationPeriods.answer.parse(await menus.periods(params.id, query.date)),
    ),
  );

  contractRoute(app, getLocationPeriod, ({ params, query, request, reply }) =>
    sendCached(request, reply, menuCache, `period:${params.id}:${params.periodId}:${query.date ?? `today:${minuteOf(clock())}`}`, async () =>
      getLocationPeriod.answer.parse(await menus.period(params.id, params.periodId, query.date)),
    ),
  );

  contractRoute(app, getMenuSearch, ({ query, request, reply }) =>
    sendCached(
      request,
      reply,
      menuCache,
      `search:${query.site_id}:${query.location_id}:${query.date ?? `today:${minuteOf(clock())}`}:${query.days}:${query.phrase.toLowerCase()}`,
      async () => getMenuSearch.answer.parse(await menus.search(query)),
    ),
  );

  contractRoute(app, getTodaysMenu, ({ query, request, reply }) =>
    sendCached(request, reply, menuCache, `todays:${query.site_id}:${minuteOf(clock())}`, async () => getTodaysMenu.answer.parse(await menus.todays(query.site_id))),
  );

  contractRoute(app, getLegacyMenu, ({ query, request, reply }) =>
    sendCached(request, reply, menuCache, `legacy:${query.site_id}`, async () => getLegacyMenu.answer.parse(await menus.legacy(query.site_id))),
  );
}
