import type { z } from 'zod';
import type { getSectionBySlug } from './sections.ts';
import type { getSiteInfo } from './sites.ts';

/** The id of the JSON script in which a page's first HTML carries its first answers. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/**
 * API answers the server read to write a page's head, which the page's first render would ask for
 * next: carried in the page's first HTML, they spare the browser those calls. Each is exactly what
 * its call answers.
 */
export interface FirstAnswers {
  /** `sites/{slug}/info` of the page's site. */
  site?: { slug: string; answer: z.output<typeof getSiteInfo.answer> };
  /** `sections/info_by_slug` of the page's section. */
  section?: { siteId: number; slug: string; answer: z.output<typeof getSectionBySlug.answer> };
}
