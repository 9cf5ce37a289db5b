import type { FastifyInstance } from 'fastify';
import { getDiningBlogArticles } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { DiningBlogService } from './dining-blog.service.ts';

export function diningBlogRoutes(app: FastifyInstance, blog: DiningBlogService, cache: AnswerCache) {
  contractRoute(app, getDiningBlogArticles, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `blog:${query.site_id}`, async () => getDiningBlogArticles.answer.parse(await blog.articles(query.site_id))),
  );
}
