import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

export const campusQueries = {
  list: () => queryOptions({ queryKey: ['campuses'], queryFn: ({ signal }) => api(endpoints.getCampuses, { signal }) }),
};
