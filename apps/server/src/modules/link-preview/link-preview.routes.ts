import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/app-error.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { brandOf, previewCard } from './preview-card.ts';

/** Previews kept in memory: one a site, more than the sites there are. */
const KEPT = 500;
const MAX_AGE_SECONDS = 86_400;

interface Kept {
  /** What the picture was made from: the name, the colour, the logo file and its modification. */
  version: string;
  png: Promise<{ bytes: Buffer; etag: string }>;
}

/** The logo's bytes and what names its version, or null when the site has none or its file is gone. */
async function logoOf(filesDir: string, fileName: string | null): Promise<{ bytes: () => Promise<Buffer>; version: string } | null> {
  const name = fileName?.trim();
  // The logo is a file of FILES_DIR/images (/files/images/… on the site); nothing outside it is read.
  if (!name || basename(name) !== name || name.startsWith('.')) return null;
  const path = join(resolve(filesDir), 'images', name);
  try {
    const found = await stat(path);
    if (!found.isFile()) return null;
    return { bytes: () => readFile(path), version: `${name}:${found.size}:${found.mtimeMs}` };
  } catch {
    return null;
  }
}

/**
 * `GET /files/og/{slug}.png`: a published site's link preview picture, a PNG of 1200 × 630 made
 * from its logo, name and brand colour (preview-card.ts), for the og:image of its pages. Made once
 * for each version of the site's name, colour and logo file and kept; browsers and the link preview
 * crawlers keep it a day.
 */
export function linkPreviewRoutes(app: FastifyInstance, sites: SitesService, filesDir: string) {
  const kept = new Map<string, Kept>();

  app.get<{ Params: { file: string } }>('/files/og/:file', async (request, reply) => {
    const slug = /^(.+)\.png$/.exec(request.params.file)?.[1];
    if (!slug) throw notFound('No such preview.');
    const site = await sites.publishedSite(slug);
    const logo = await logoOf(filesDir, site.logo_file_name);
    const version = JSON.stringify([site.name, brandOf(site.brand_color), logo?.version ?? null]);
    let entry = kept.get(site.slug);
    if (!entry || entry.version !== version) {
      const png = (async () => {
        const bytes = await previewCard({ name: site.name, brandColor: site.brand_color, logo: logo ? await logo.bytes() : null });
        return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"` };
      })();
      entry = { version, png };
      kept.delete(site.slug);
      kept.set(site.slug, entry);
      const made = entry;
      // A failure is not kept: the next request makes it again.
      png.catch(() => (kept.get(site.slug) === made ? kept.delete(site.slug) : undefined));
      const oldest = kept.keys().next().value;
      if (kept.size > KEPT && oldest !== undefined) kept.delete(oldest);
    }
    const { bytes, etag } = await entry.png;
    reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/png').send(bytes);
  });
}
