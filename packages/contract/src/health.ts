import { z } from 'zod';
import { get } from './route.ts';

export const getHealth = get('/healthz', { summary: 'The process is up', tag: 'operations' }, z.object({ status: z.literal('ok') }));
export const getReady = get(
  '/readyz',
  { summary: 'The database answers', tag: 'operations' },
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);
