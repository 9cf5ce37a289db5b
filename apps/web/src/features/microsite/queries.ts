import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The landing sections of a pre-launch site; the microsite itself is in site/site-queries.ts, the header needs it too. */
export const micrositeQueries = {
  sections: (siteId: number) =>
    queryOptions({
      queryKey: ['sections', siteId, 'microsite'],
      queryFn: ({ signal }) => api(endpoints.getMicrositeSections, { query: { site_id: siteId }, signal }),
      staleTime: 5 * 60_000,
    }),
};
