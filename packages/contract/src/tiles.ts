import { z } from 'zod';
import { get } from './route.ts';
import { siteId } from './primitives.ts';

export const getNewsContent = get(
  '/v1/tiles/news_content',
  { summary: "The site's news tile HTML (null when it has none)", tag: 'tiles', query: z.object({ site_id: siteId }).strict() },
  z.object({ news: z.string().nullable() }),
);
