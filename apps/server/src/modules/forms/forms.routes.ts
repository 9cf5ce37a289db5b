import type { FastifyInstance } from 'fastify';
import { getCaptchaChallenge, getFeedbackLocations, getPickUpTimes, postDietaryHealthForm, postFeedback, postOnTheGoForm } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { refuseCrossSiteWrites } from '../../platform/cross-site.ts';
import type { Captcha } from '../../platform/captcha.ts';
import type { RateLimitStores } from '../../platform/rate-limit-store.ts';
import type { DietaryHealthService } from './dietary-health.service.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { OnTheGoService } from './on-the-go.service.ts';

/**
 * Forms one address may send per 10 minutes, per form. A campus may send many students through
 * one NAT address; the feedback captcha stops scripts, and this bounds a person or a script that
 * sends again and again.
 */
export const FORMS_PER_10_MINUTES = 20;
/** Challenges one address may ask for per minute (each costs the server an HMAC). */
export const CHALLENGES_PER_MINUTE = 60;
/** The largest form body taken: the longest answers and every other field fit well within. */
export const FORM_BODY_LIMIT = 48 * 1024;

/**
 * The public forms' calls (docs/product/api.md#forms). Nothing here is cached; writes from another site's pages
 * are refused, and each form is rate limited per address in the shared `rate_limits` table.
 */
export function formsRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService; dietaryHealth: DietaryHealthService; onTheGo: OnTheGoService; captcha: Captcha; limits: RateLimitStores; publicBaseUrl: string },
) {
  const { feedback, dietaryHealth, onTheGo, captcha, limits } = deps;
  refuseCrossSiteWrites(app, deps.publicBaseUrl);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, getFeedbackLocations, async ({ query }) => feedback.locations(query.site_id));
  contractRoute(app, getPickUpTimes, async ({ query }) => onTheGo.pickUpTimes(query.site_id));

  app.register(async (limited) => {
    await limited.register(import('@fastify/rate-limit'), { max: CHALLENGES_PER_MINUTE, timeWindow: '1 minute', store: limits('captcha-challenges') });
    contractRoute(limited, getCaptchaChallenge, async () => captcha.challenge());
  });

  const limitedForm = (name: string, register: (scope: FastifyInstance) => void) =>
    app.register(async (limited) => {
      await limited.register(import('@fastify/rate-limit'), { max: FORMS_PER_10_MINUTES, timeWindow: '10 minutes', store: limits(name) });
      register(limited);
    });
  limitedForm('feedback', (scope) => contractRoute(scope, postFeedback, async ({ body }) => feedback.submit(body), { bodyLimit: FORM_BODY_LIMIT }));
  limitedForm('health-forms', (scope) => contractRoute(scope, postDietaryHealthForm, async ({ body }) => dietaryHealth.submit(body), { bodyLimit: FORM_BODY_LIMIT }));
  limitedForm('on-the-go-orders', (scope) => contractRoute(scope, postOnTheGoForm, async ({ body }) => onTheGo.submit(body), { bodyLimit: FORM_BODY_LIMIT }));
}
