import type { FastifyInstance } from 'fastify';
import { getSurveys, postSurveyAnswer } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import type { RateLimitStores } from '../../platform/rate-limit-store.ts';
import type { SurveysService } from './surveys.service.ts';
import { noCustomer, voterOf, type CustomerOf } from './voter.ts';

/**
 * Votes one address may cast per minute. A campus often sends every student through one NAT
 * address, and hundreds may vote at lunch; each browser still votes once a survey (its voter
 * cookie), so this only bounds a script that throws its cookies away (docs/operations.md).
 */
export const VOTES_PER_MINUTE = 300;

/**
 * The survey calls. Answers depend on the voter's cookie, so they are private and never cached;
 * votes are rate limited per address.
 */
export function surveysRoutes(app: FastifyInstance, surveys: SurveysService, limits: RateLimitStores, customerOf: CustomerOf = noCustomer) {
  contractRoute(app, getSurveys, async ({ query, request, reply }) => {
    const voter = voterOf(request, reply, customerOf);
    reply.header('cache-control', 'private, no-store');
    return surveys.publicList(query.site_id, query.count, voter);
  });

  app.register(async (limited) => {
    await limited.register(import('@fastify/rate-limit'), { max: VOTES_PER_MINUTE, timeWindow: '1 minute', store: limits('survey-votes') });
    contractRoute(limited, postSurveyAnswer, async ({ body, request, reply }) => {
      const voter = voterOf(request, reply, customerOf);
      reply.header('cache-control', 'private, no-store');
      return surveys.answer(body, voter);
    });
  });
}
