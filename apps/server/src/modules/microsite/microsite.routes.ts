import type { FastifyInstance } from 'fastify';
import { getMicrosite, getMicrositeSections } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { MicrositeService } from './microsite.service.ts';

export function micrositeRoutes(app: FastifyInstance, microsite: MicrositeService, cache: AnswerCache) {
  contractRoute(app, getMicrosite, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `microsite:${query.site_id}`, async () => getMicrosite.answer.parse(await microsite.microsite(query.site_id))),
  );

  contractRoute(app, getMicrositeSections, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `sections:microsite:${query.site_id}`, async () =>
      getMicrositeSections.answer.parse(await microsite.landingSections(query.site_id)),
    ),
  );
}
