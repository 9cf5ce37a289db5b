import { z } from 'zod';
import { get } from './route.ts';
import { siteId, slug } from './primitives.ts';

interface SectionSummaryShape {
  id: number;
  name: string;
  slug: string;
  master_slug: string | null;
  is_url: boolean;
  url: string | null;
  microsite_landing: boolean;
  /** The section has a page of its own (content or a special screen), not only children. */
  has_page: boolean;
  sort_order: number;
  nodes: SectionSummaryShape[];
}

/** A navigation entry of a site: what the header and the routing guard need. */
export const sectionSummary: z.ZodType<SectionSummaryShape> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    master_slug: z.string().nullable(),
    is_url: z.boolean(),
    url: z.string().nullable(),
    microsite_landing: z.boolean(),
    has_page: z.boolean(),
    sort_order: z.number(),
    nodes: z.array(sectionSummary),
  }),
);
export type SectionSummary = SectionSummaryShape;

export const section = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  master_slug: z.string().nullable(),
  body: z.string().nullable(),
  show_header: z.boolean(),
  use_banner: z.boolean(),
  banner: z.object({ file_name: z.string() }).nullable(),
  banner_text_align: z.enum(['left', 'center', 'right']),
  banner_text_font: z.string().nullable(),
  use_script: z.boolean(),
  script_url: z.string().nullable(),
  microsite_landing: z.boolean(),
  is_url: z.boolean(),
  url: z.string().nullable(),
  global_section_id: z.number().nullable(),
  published: z.boolean(),
  sort_order: z.number(),
  no_robots: z.boolean(),
  nodes: z.array(sectionSummary),
});
export type Section = z.infer<typeof section>;

export const getSectionBySlug = get(
  '/v1/sections/info_by_slug',
  {
    summary: 'A published section of a site, found by its slug or a child node slug',
    tag: 'sections',
    query: z.object({ site_id: siteId, slug }).strict(),
  },
  z.object({ sections: z.array(section) }),
);
