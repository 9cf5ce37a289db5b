import type { FastifyInstance } from 'fastify';
import { getActiveStaff } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { StaffService } from './staff.service.ts';

export function staffRoutes(app: FastifyInstance, staff: StaffService, cache: AnswerCache) {
  contractRoute(app, getActiveStaff, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `staff:active:${query.site_id}`, async () => getActiveStaff.answer.parse(await staff.active(query.site_id))),
  );
}
