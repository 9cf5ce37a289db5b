import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followSiteChanges } from './site-change-stream.ts';

/**
 * Keeps what a page shows of the site's locations current: when staff change the site, every
 * locations query is asked again (an open state, a closure, a busy level shows within seconds,
 * without a reload). The queries' own refetch intervals stay as the fallback.
 */
export function useSiteChanges(slug: string): void {
  const queryClient = useQueryClient();
  useEffect(() => followSiteChanges(slug, () => void queryClient.invalidateQueries({ queryKey: ['locations'] })), [slug, queryClient]);
}
