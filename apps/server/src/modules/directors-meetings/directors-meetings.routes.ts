import type { FastifyInstance } from 'fastify';
import { getDirectorsMeetings } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { DirectorsMeetingsService } from './directors-meetings.service.ts';

export function directorsMeetingsRoutes(app: FastifyInstance, meetings: DirectorsMeetingsService, cache: AnswerCache) {
  contractRoute(app, getDirectorsMeetings, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `meetings:${query.site_id}`, async () => getDirectorsMeetings.answer.parse(await meetings.meetings(query.site_id))),
  );
}
