import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSignedOut } from '../api/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { signedOutIsAnswer?: boolean };
    mutationMeta: { signedOutIsAnswer?: boolean };
  }
}

/**
 * The console's query cache. A 401 from any call means the session is gone (signed out, idle for
 * 30 minutes, past its 12 hours): `onSignedOut` sends the person to the login page. Calls whose
 * 401 is an answer of their own (the login, the session check) say so in their `meta`.
 */
export function consoleQueryClient(onSignedOut: () => void): QueryClient {
  const whenSignedOut = (error: unknown, meta: { signedOutIsAnswer?: boolean } | undefined) => {
    if (isSignedOut(error) && !meta?.signedOutIsAnswer) onSignedOut();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => whenSignedOut(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => whenSignedOut(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
