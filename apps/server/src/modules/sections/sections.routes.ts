import type { FastifyInstance } from 'fastify';
import { getSectionBySlug } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { answerKeys } from '../../platform/answer-keys.ts';
import type { SectionsService } from './sections.service.ts';

export function sectionsRoutes(app: FastifyInstance, sections: SectionsService, cache: AnswerCache) {
  contractRoute(app, getSectionBySlug, ({ query, request, reply }) =>
    sendCached(request, reply, cache, answerKeys.section(query.site_id, query.slug), async () =>
      getSectionBySlug.answer.parse(await sections.bySlug(query.site_id, query.slug)),
    ),
  );
}
