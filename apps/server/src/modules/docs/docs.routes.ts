import type { FastifyInstance } from 'fastify';
import { docsPage } from './docs-page.ts';
import { openApiDocument } from './openapi.ts';

export function docsRoutes(app: FastifyInstance) {
  const document = openApiDocument();
  const json = JSON.stringify(document);
  const html = docsPage(document);
  app.get('/v1/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(json));
  app.get('/v1/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
}
