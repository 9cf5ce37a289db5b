import { z } from 'zod';
import { get } from './route.ts';
import { siteId } from './primitives.ts';

/** A directors meeting (docs/product/site.md#directors-meetings); `start` is an ISO 8601 instant, `body` site HTML. */
export const meeting = z.object({
  id: z.number().int(),
  location: z.string(),
  start: z.string(),
  body: z.string(),
});
export type Meeting = z.infer<typeof meeting>;

export const getDirectorsMeetings = get(
  '/v1/directors_meetings/list',
  { summary: "The site's directors meetings by location name, then newest first", tag: 'directors meetings', query: z.object({ site_id: siteId }).strict() },
  z.object({ meetings: z.array(meeting) }),
);
