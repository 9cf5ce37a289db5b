import type { FastifyInstance } from 'fastify';
import { getHelpQuestions, getHelpSearch, postHelpAnswer, postHelpFollowUp } from '@commons/contract';
import { searchableText } from '@commons/domain';
import { contractRoute } from '../../platform/contract-route.ts';
import { refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { RateLimitStores } from '../../platform/rate-limit-store.ts';
import type { HelpService } from './help.service.ts';

/** Answer forms one address may send per 10 minutes; the same again for follow-up questions. */
export const HELP_SENDS_PER_10_MINUTES = 20;
/** The largest help body taken: fifty elements of long text fit; more is a 413. */
export const HELP_BODY_LIMIT = 48 * 1024;

/**
 * The help calls (docs/product/api.md#forms). The tree and searches are public answers, kept in memory and
 * cacheable for 60 s; the forms are never cached, refused from another site's pages, and rate
 * limited per address in the shared `rate_limits` table.
 */
export function helpRoutes(app: FastifyInstance, deps: { help: HelpService; cache: AnswerCache; limits: RateLimitStores; publicBaseUrl: string }) {
  const { help, cache, limits } = deps;
  refuseCrossSiteWrites(app, deps.publicBaseUrl);

  contractRoute(app, getHelpQuestions, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `help:tree:${query.site_id}`, async () => getHelpQuestions.answer.parse(await help.questions(query.site_id))),
  );
  // Searches that differ only in accents, case or spacing share one kept answer.
  contractRoute(app, getHelpSearch, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `help:search:${query.site_id}:${searchableText(query.needle)}`, async () =>
      getHelpSearch.answer.parse(await help.search(query.site_id, query.needle)),
    ),
  );

  app.register(async (limited) => {
    limited.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    await limited.register(import('@fastify/rate-limit'), { max: HELP_SENDS_PER_10_MINUTES, timeWindow: '10 minutes', store: limits('help-answers') });
    contractRoute(limited, postHelpAnswer, async ({ body }) => help.submitAnswer(body), { bodyLimit: HELP_BODY_LIMIT });
  });

  app.register(async (limited) => {
    limited.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    await limited.register(import('@fastify/rate-limit'), { max: HELP_SENDS_PER_10_MINUTES, timeWindow: '10 minutes', store: limits('help-follow-ups') });
    contractRoute(limited, postHelpFollowUp, async ({ body }) => help.followUp(body), { bodyLimit: HELP_BODY_LIMIT });
  });
}
