import { z } from 'zod';
import { get } from './route.ts';
import { siteId } from './primitives.ts';

/** A downloadable catering file (docs/product/site.md#catering-files), served at /files/catering/{file}. */
export const cateringFile = z.object({
  title: z.string(),
  description: z.string().nullable(),
  /** Bytes. */
  file_size: z.number().int().nonnegative(),
  file: z.string(),
});
export type CateringFile = z.infer<typeof cateringFile>;

export const getCateringFiles = get(
  '/v1/catering_files/list',
  { summary: "The site's catering files, in their sort order", tag: 'catering', query: z.object({ site_id: siteId }).strict() },
  z.object({ catering_files: z.array(cateringFile) }),
);
