import { z } from 'zod';
import { get } from './route.ts';
import { siteId } from './primitives.ts';

/** A newsletter PDF (docs/product/site.md#newsletters); the file is served at /files/newsletters/{file_name}. */
export const newsletter = z.object({
  name: z.string(),
  description: z.string().nullable(),
  year: z.number().int(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  file_name: z.string(),
  imported: z.boolean(),
  original_file: z.string().nullable(),
});
export type Newsletter = z.infer<typeof newsletter>;

export const getNewsletters = get(
  '/v1/newsletters/list',
  { summary: "The site's newsletters, newest first", tag: 'newsletters', query: z.object({ site_id: siteId }).strict() },
  z.object({ newsletters: z.array(newsletter) }),
);
