import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Folders of FILES_DIR that are public under /files/. */
export const publicFileFolders = ['images', 'microsite', 'section_banner', 'location', 'newsletters', 'staff', 'catering'] as const;

/** Serves uploaded assets from FILES_DIR; nothing outside the public folders is reachable. */
export async function filesPlugin(app: FastifyInstance, filesDir: string) {
  const root = resolve(filesDir);
  mkdirSync(root, { recursive: true });
  await app.register(async (files) => {
    // An uploaded SVG must never run script in our origin.
    files.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:");
    });
    await files.register(fastifyStatic, {
      root,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '1d',
      allowedPath: (pathName) => publicFileFolders.some((folder) => pathName.startsWith(`/${folder}/`)),
    });
  });
}
