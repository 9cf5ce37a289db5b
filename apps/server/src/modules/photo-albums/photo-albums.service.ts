import type { Album, Photo } from '@commons/contract';
import { notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { PhotoAlbumsRepo } from './photo-albums.repo.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export function photoAlbumsService(albums: PhotoAlbumsRepo, sites: SitesRepo) {
  async function requirePublishedSite(siteId: number): Promise<void> {
    await publishedSiteById(sites, siteId);
  }

  return {
    async albums(siteId: number): Promise<{ albums: Album[] }> {
      await requirePublishedSite(siteId);
      return { albums: await albums.publishedAlbums(siteId) };
    },

    /** The photos of a published album of the site; any other album is 'Album not found.'. */
    async photos(siteId: number, albumId: number): Promise<{ photos: Photo[] }> {
      await requirePublishedSite(siteId);
      if (!(await albums.publishedAlbum(siteId, albumId))) throw notFound('Album not found.');
      return { photos: await albums.photosOf(albumId) };
    },
  };
}
export type PhotoAlbumsService = ReturnType<typeof photoAlbumsService>;
