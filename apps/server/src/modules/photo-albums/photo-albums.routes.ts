import type { FastifyInstance } from 'fastify';
import { getAlbumPhotos, getPhotoAlbums } from '@commons/contract';
import { contractRoute } from '../../platform/contract-route.ts';
import { sendCached } from '../../platform/cached-answer.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { PhotoAlbumsService } from './photo-albums.service.ts';

export function photoAlbumsRoutes(app: FastifyInstance, albums: PhotoAlbumsService, cache: AnswerCache) {
  contractRoute(app, getPhotoAlbums, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `albums:${query.site_id}`, async () => getPhotoAlbums.answer.parse(await albums.albums(query.site_id))),
  );

  contractRoute(app, getAlbumPhotos, ({ query, request, reply }) =>
    sendCached(request, reply, cache, `album-photos:${query.site_id}:${query.album_id}`, async () =>
      getAlbumPhotos.answer.parse(await albums.photos(query.site_id, query.album_id)),
    ),
  );
}
