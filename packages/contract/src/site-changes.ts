import { z } from 'zod';
import { slug } from './primitives.ts';
import { get } from './route.ts';

/**
 * A site's changes as they happen (docs/product/api.md#site-changes). Asked with
 * `accept: text/event-stream` (as an EventSource asks), the answer is a stream: a `site_changed`
 * event each time staff change the site (its data is `{"at":"…"}`), and a comment every 25 s so
 * proxies keep it open; a page that gets an event asks again for what it shows. Asked otherwise,
 * the answer is when this server last heard of a change of the site.
 */
export { SITE_CHANGED_EVENT } from './site-changes-event.ts';

export const siteChangesParams = z.object({ slug }).strict();

export const getSiteChanges = get(
  '/v1/sites/{slug}/changes',
  { summary: "A published site's changes as server-sent events (text/event-stream); without that accept header, when this server last heard of one", tag: 'sites', params: siteChangesParams },
  z.object({ changed_at: z.string().nullable() }),
);
