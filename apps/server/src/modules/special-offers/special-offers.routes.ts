import type { FastifyInstance } from 'fastify';
import { getSpecialOffer, getSpecialOffers } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { answerKeys } from '../../platform/answer-keys.ts';
import type { SpecialOffersService } from './special-offers.service.ts';

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/** The special offers calls: the list changes as offers end, so it is cached per site and minute. */
export function specialOffersRoutes(app: FastifyInstance, offers: SpecialOffersService, cache: AnswerCache, clock: () => Date) {
  contractRoute(app, getSpecialOffers, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `special-offers:public:${query.site_id}:${minuteOf(clock())}`, async () =>
      getSpecialOffers.answer.parse(await offers.publicList(query.site_id)),
    ),
  );

  contractRoute(app, getSpecialOffer, ({ query, request, reply }) =>
    sendCached(request, reply, cache, answerKeys.specialOffer(query.site_id, query.special_id), async () =>
      getSpecialOffer.answer.parse(await offers.one(query.site_id, query.special_id)),
    ),
  );
}
