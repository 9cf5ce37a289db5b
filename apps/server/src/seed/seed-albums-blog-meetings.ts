/** Photo albums (with their drawn photos), dining blog articles and directors meetings of the demo sites. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diningBlogArticles, directorsMeetings, photoAlbums, photos } from '../db/schema/index.ts';
import { librarySpecs, type AlbumSpec, type ArticleSpec } from './albums-blog-meetings-data.ts';
import { renderDemoImage } from './demo-images.ts';
import { image, type DemoImage } from './image-spec.ts';
import { slugify } from './location-spec.ts';
import type { SeedContext } from './seed-context.ts';
import type { SiteKey } from './site-definition.ts';

export const albumPhotoFile = (siteKey: string, album: string, index: number): string => `album-${siteKey}-${slugify(album)}-${index + 1}.svg`;

const articleBody = (article: ArticleSpec): string =>
  article.body.replace('{image}', `<p><img src="images/${article.image.file}" alt="${article.image.alt}" width="800" height="500"></p>`);

function albumImages(siteKey: SiteKey, album: AlbumSpec): DemoImage[] {
  return album.photos.map((p, i) => image('images', albumPhotoFile(siteKey, album.name, i), p.alt, p.art));
}

/** Every picture the albums and articles name, each once. */
export function libraryImages(): DemoImage[] {
  return Object.entries(librarySpecs).flatMap(([key, spec]) => [
    ...spec.albums.flatMap((album) => albumImages(key as SiteKey, album)),
    ...spec.articles.map((a) => image('images', a.image.file, a.image.alt, a.image.art)),
  ]);
}

export async function seedAlbumsBlogAndMeetings(ctx: SeedContext, filesDir: string): Promise<void> {
  for (const site of Object.values(ctx.sites)) {
    const key = site.def.row.slug;
    const spec = librarySpecs[key];
    if (!spec) continue;
    for (const [index, album] of spec.albums.entries()) {
      const [row] = await ctx.db
        .insert(photoAlbums)
        .values({ site_id: site.id, name: album.name, sort_order: index + 1, published: album.published ?? true })
        .returning({ id: photoAlbums.id });
      if (!row) throw new Error(`Album ${album.name} was not inserted`);
      await ctx.db
        .insert(photos)
        .values(album.photos.map((p, i) => ({ album_id: row.id, file_name: albumPhotoFile(key, album.name, i), alt: p.alt, sort_order: i + 1 })));
    }
    await ctx.db.insert(diningBlogArticles).values(
      spec.articles.map((a) => ({ site_id: site.id, title: a.title, published_date: site.clock.iso(a.day), body: articleBody(a), published: a.published ?? true })),
    );
    await ctx.db
      .insert(directorsMeetings)
      .values(spec.meetings.map((m) => ({ site_id: site.id, location: m.location, start: site.clock.at(m.day, m.at[0], m.at[1]), body: m.body })));
  }
  const images = libraryImages();
  await mkdir(join(filesDir, 'images'), { recursive: true });
  for (const img of images) await writeFile(join(filesDir, img.dir, img.file), renderDemoImage(img), 'utf8');
}
