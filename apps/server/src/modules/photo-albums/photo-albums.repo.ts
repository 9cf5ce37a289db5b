import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photoAlbums, photos } from '../../db/schema/index.ts';

/** Reads of the photo album tables. */
export function photoAlbumsRepo(db: Db) {
  return {
    /** A site's published albums in their sort order (ties by id). */
    publishedAlbums(siteId: number) {
      return db
        .select({ id: photoAlbums.id, name: photoAlbums.name, sort_order: photoAlbums.sort_order })
        .from(photoAlbums)
        .where(and(eq(photoAlbums.site_id, siteId), eq(photoAlbums.published, true)))
        .orderBy(asc(photoAlbums.sort_order), asc(photoAlbums.id));
    },

    /** One published album of the site, or undefined (another site's album is not this site's). */
    async publishedAlbum(siteId: number, albumId: number) {
      const rows = await db
        .select({ id: photoAlbums.id })
        .from(photoAlbums)
        .where(and(eq(photoAlbums.id, albumId), eq(photoAlbums.site_id, siteId), eq(photoAlbums.published, true)))
        .limit(1);
      return rows[0];
    },

    photosOf(albumId: number) {
      return db
        .select({ file_name: photos.file_name, alt: photos.alt })
        .from(photos)
        .where(eq(photos.album_id, albumId))
        .orderBy(asc(photos.sort_order), asc(photos.id));
    },
  };
}
export type PhotoAlbumsRepo = ReturnType<typeof photoAlbumsRepo>;
