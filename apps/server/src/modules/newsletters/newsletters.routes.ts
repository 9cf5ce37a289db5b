import type { FastifyInstance } from 'fastify';
import { getNewsletters } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { NewslettersService } from './newsletters.service.ts';

export function newslettersRoutes(app: FastifyInstance, newsletters: NewslettersService, cache: AnswerCache) {
  contractRoute(app, getNewsletters, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `newsletters:${query.site_id}`, async () => getNewsletters.answer.parse(await newsletters.list(query.site_id))),
  );
}
