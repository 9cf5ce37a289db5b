import { z } from 'zod';
import { get } from './route.ts';
import { id, siteId } from './primitives.ts';

const tag = 'photo albums';

/** An album as listed (docs/product/site.md#photo-albums); its photos come from a second call. */
export const album = z.object({ id: z.number().int(), name: z.string(), sort_order: z.number().int() });
export type Album = z.infer<typeof album>;

/** A photo (docs/product/site.md#photo-albums): the file under /files/images/ and its alternative text. */
export const photo = z.object({ file_name: z.string(), alt: z.string() });
export type Photo = z.infer<typeof photo>;

export const getPhotoAlbums = get(
  '/v1/photoalbums/pub_list',
  { summary: "The site's published photo albums, in their sort order", tag, query: z.object({ site_id: siteId }).strict() },
  z.object({ albums: z.array(album) }),
);

/** The album as `album_id`, or as `albumId`, the name docs/product/api.md#sites-and-pages gives it: one of the two. */
const albumPhotosQuery = z
  .object({ site_id: siteId, album_id: id.optional(), albumId: id.optional() })
  .strict()
  .superRefine((query, ctx) => {
    if (query.album_id !== undefined && query.albumId !== undefined) ctx.addIssue({ code: 'custom', path: ['albumId'], message: 'Give album_id or albumId, not both.' });
    if (query.album_id === undefined && query.albumId === undefined) ctx.addIssue({ code: 'custom', path: ['album_id'], message: 'Album is required.' });
  })
  .transform(({ site_id, album_id, albumId }) => ({ site_id, album_id: album_id ?? albumId ?? 0 }));

export const getAlbumPhotos = get(
  '/v1/photoalbum/photo/list',
  {
    summary: "The photos of one published album of the site, in order (another site's album is not found)",
    tag,
    query: albumPhotosQuery,
  },
  z.object({ photos: z.array(photo) }),
);
