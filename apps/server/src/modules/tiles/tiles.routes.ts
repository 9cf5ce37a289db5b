import type { FastifyInstance } from 'fastify';
import { getNewsContent } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { TilesService } from './tiles.service.ts';

export function tilesRoutes(app: FastifyInstance, tiles: TilesService, cache: AnswerCache) {
  contractRoute(app, getNewsContent, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `tiles:news:${query.site_id}`, async () => getNewsContent.answer.parse(await tiles.news(query.site_id))),
  );
}
