import type { FastifyInstance } from 'fastify';
import { getCampuses, getLanding, getPublicSites, getSiteInfo, postUserAgent } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import type { RateLimitStores } from '../../platform/rate-limit-store.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { answerKeys } from '../../platform/answer-keys.ts';
import type { SitesService } from './sites.service.ts';

/** Host name without port, lower-case, as the landing settings are keyed. */
const hostOf = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase();

export function sitesRoutes(app: FastifyInstance, sites: SitesService, cache: AnswerCache, limits: RateLimitStores) {
  contractRoute(app, getPublicSites, ({ request, reply }) =>
    sendCached(request, reply, cache, 'sites:public', async () => getPublicSites.answer.parse(await sites.publicSites())),
  );

  contractRoute(app, getSiteInfo, ({ params, request, reply }) =>
    sendCached(request, reply, cache, answerKeys.siteInfo(params.slug, sites.now()), async () => getSiteInfo.answer.parse(await sites.info(params.slug))),
  );

  contractRoute(app, getLanding, async ({ request }) => sites.landing(hostOf(request.headers.host)));
  contractRoute(app, getCampuses, async ({ request }) => sites.campuses(hostOf(request.headers.host)));

  app.register(async (limited) => {
    await limited.register(import('@fastify/rate-limit'), { max: 30, timeWindow: '1 minute', store: limits('user-agent') });
    contractRoute(limited, postUserAgent, async ({ body }) => {
      await sites.recordUserAgent(body.site_id, body.navigator);
      return { status: 'ok' as const };
    });
  });
}
