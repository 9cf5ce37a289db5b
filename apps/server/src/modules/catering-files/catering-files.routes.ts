import type { FastifyInstance } from 'fastify';
import { getCateringFiles } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { CateringFilesService } from './catering-files.service.ts';

export function cateringFilesRoutes(app: FastifyInstance, cateringFiles: CateringFilesService, cache: AnswerCache) {
  contractRoute(app, getCateringFiles, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `catering-files:${query.site_id}`, async () =>
      getCateringFiles.answer.parse(await cateringFiles.list(query.site_id)),
    ),
  );
}
