import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** Photo albums (docs/product/site.md#photo-albums): the album list, then the photos of the chosen album. */
export const albumQueries = {
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['photo-albums', siteId],
      queryFn: ({ signal }) => api(endpoints.getPhotoAlbums, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  photos: (siteId: number, albumId: number) =>
    queryOptions({
      queryKey: ['photo-albums', siteId, albumId, 'photos'],
      queryFn: ({ signal }) => api(endpoints.getAlbumPhotos, { query: { site_id: siteId, album_id: albumId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
};
