import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The landing page: its texts and the public sites to choose from. */
export const landingQueries = {
  publicSites: () => queryOptions({ queryKey: ['sites', 'public'], queryFn: ({ signal }) => api(endpoints.getPublicSites, { signal }) }),
  landing: () => queryOptions({ queryKey: ['landing'], queryFn: ({ signal }) => api(endpoints.getLanding, { signal }) }),
};
