import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleEndpoints, type ConsoleSession } from '@commons/contract/console';
import { isSignedOut } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';

/**
 * The signed-in staff member, their grants and sites, or null when nobody is signed in (the
 * session call's 401 is that answer, not a failure). Asking renews the session's idle time.
 */
export const sessionQuery = queryOptions({
  queryKey: ['console', 'session'] as const,
  queryFn: async ({ signal }): Promise<ConsoleSession | null> => {
    try {
      return await api(consoleEndpoints.getConsoleSession, { signal });
    } catch (error) {
      if (isSignedOut(error)) return null;
      throw error;
    }
  },
  meta: { signedOutIsAnswer: true },
  staleTime: 60_000,
});

export const useSession = () => useQuery(sessionQuery);
