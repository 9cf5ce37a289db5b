import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { consoleEndpoints, CONSOLE_MESSAGES } from '@commons/contract/console';
import { notify } from '@commons/ui/toast.ts';
import { isSignedOut } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { sessionQuery } from './session-query.ts';

/** The login page's navigation state after a sign-out. */
export const SIGNED_OUT = { signedOut: true } as const;

/** Whether a page was reached by signing out (its navigation state). */
export const isAfterSignOut = (state: unknown): boolean => typeof state === 'object' && state !== null && 'signedOut' in state && state.signedOut === true;

/**
 * Ends the console session, forgets everything read with it and goes to the login page, saying
 * 'You have signed out.'. A session already over counts as signed out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // To the login first, then forget: the signed-in shell, still on screen, would otherwise send to
  // the login with this page as the one to come back to. The login page knows not to send a
  // session it still holds meanwhile back into the console.
  const signedOut = async () => {
    await navigate(paths.login(), { replace: true, state: SIGNED_OUT });
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    notify(CONSOLE_MESSAGES.signedOut, 'info');
  };
  return useMutation({
    mutationFn: () => api(consoleEndpoints.postConsoleLogout, { body: {} }),
    meta: { signedOutIsAnswer: true },
    onSuccess: signedOut,
    onError: async (error) => {
      if (isSignedOut(error)) await signedOut();
      else notify('You could not be signed out. Try again.', 'error');
    },
  });
}
