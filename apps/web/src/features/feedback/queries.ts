import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { CONTENT_LIST_CACHE } from '../../api/content-list-cache.ts';

/** The feedback form's calls (docs/product/forms.md#feedback). */
export const feedbackQueries = {
  /** The site's locations flagged for the feedback form; none means the form asks for no location. */
  locations: (siteId: number) =>
    queryOptions({
      queryKey: ['feedback', siteId, 'locations'] as const,
      queryFn: ({ signal }) => api(endpoints.getFeedbackLocations, { query: { site_id: siteId }, signal }),
      ...CONTENT_LIST_CACHE,
    }),
  /**
   * A captcha challenge for one attempt (`round`): each solution is accepted once, so every new
   * attempt asks for a new one. Never shared or kept, and not fetched again behind the visitor's
   * back (a window focus would swap the puzzle they are solving); the page refreshes it itself.
   * While the next attempt's challenge loads, the last one stays, so the widget stays on the page.
   */
  challenge: (round: number) =>
    queryOptions({
      queryKey: ['captcha', 'challenge', round] as const,
      queryFn: ({ signal }) => api(endpoints.getCaptchaChallenge, { signal }),
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: 1,
      placeholderData: keepPreviousData,
    }),
};
