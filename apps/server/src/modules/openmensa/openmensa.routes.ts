import type { FastifyInstance } from 'fastify';
import { getOpenMensaFeed } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCachedText } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { OpenMensaService } from './openmensa.service.ts';

export const OPENMENSA_CONTENT_TYPE = 'application/xml; charset=utf-8';

/**
 * Every UTC offset in use is a whole number of quarter hours, so a site's date cannot change
 * within one quarter hour of UTC: a cache key holding it never serves yesterday's days.
 */
const quarterHourOf = (at: Date) => Math.floor(at.getTime() / 900_000);

/** The OpenMensa feed: XML, cached like the JSON reads, with its params checked by the contract. */
export function openMensaRoutes(app: FastifyInstance, openMensa: OpenMensaService, cache: AnswerCache, clock: () => Date) {
  contractRoute(app, getOpenMensaFeed, ({ params, request, reply }) =>
    sendCachedText(
      request,
      reply,
      cache,
      `openmensa:${params.site.toLowerCase()}:${params.location}:${quarterHourOf(clock())}`,
      () => openMensa.feed(params.site, params.location),
      OPENMENSA_CONTENT_TYPE,
      300,
    ),
  );
}
