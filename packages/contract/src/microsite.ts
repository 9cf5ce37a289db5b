import { z } from 'zod';
import { get } from './route.ts';
import { siteId } from './primitives.ts';
import { section } from './sections.ts';

/** A number shown on the pre-launch page; type 'opens' counts the days until `date`. */
export const micrositeStat = z.object({
  id: z.number(),
  type: z.string(),
  date: z.string().nullable(),
  value: z.string().nullable(),
  title: z.string(),
});
export type MicrositeStat = z.infer<typeof micrositeStat>;

/** The pre-launch landing of a site (docs/product/site.md#microsite). */
export const microsite = z.object({
  image: z.object({ file_name: z.string().nullable(), default: z.boolean() }),
  tagline: z.string().nullable(),
  stats: z.array(micrositeStat),
  /** `{slug}_published` flags; permanent sections default to true when no flag is stored. */
  sections: z.record(z.string(), z.boolean()),
});
export type Microsite = z.infer<typeof microsite>;

export const getMicrosite = get(
  '/v1/microsite',
  { summary: "A published site's pre-launch microsite", tag: 'microsite', query: z.object({ site_id: siteId }).strict() },
  z.object({ microsite }),
);

export const getMicrositeSections = get(
  '/v1/sections/microsite_sections',
  {
    summary: 'The published sections shown on the pre-launch landing (microsite_landing true), in order',
    tag: 'microsite',
    query: z.object({ site_id: siteId }).strict(),
  },
  z.object({ sections: z.array(section) }),
);
