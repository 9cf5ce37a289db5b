import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastHost } from '@commons/ui/toast-host.tsx';
import { CONSOLE_BASE, paths } from '../api/paths.ts';
import { sessionQuery } from '../features/auth/session-query.ts';
import { consoleQueryClient } from './query-client.ts';
import { router } from './router.tsx';

/** A call answered 401: the session is over, so the console forgets it and asks to sign in, coming back here after. */
const queryClient = consoleQueryClient(() => {
  queryClient.setQueryData(sessionQuery.queryKey, null);
  const { pathname, search } = window.location;
  if (pathname.startsWith(`${CONSOLE_BASE}/login`)) return;
  void router.navigate(paths.login(`${pathname}${search}`), { replace: true });
});

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>
  );
}
