import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { consoleEndpoints, CONSOLE_MESSAGES } from '@commons/contract/console';
import { notify } from '@commons/ui/toast.ts';
import { isSignedOut } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { sessionQuery } from './session-query.ts';

/**
 * Ends the console session, forgets everything read with it and goes to the login page, saying
 * 'You have signed out.'. A session already over counts as signed out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = () => {
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    notify(CONSOLE_MESSAGES.signedOut, 'info');
    void navigate(paths.login(), { replace: true });
  };
  return useMutation({
    mutationFn: () => api(consoleEndpoints.postConsoleLogout, { body: {} }),
    meta: { signedOutIsAnswer: true },
    onSuccess: signedOut,
    onError: (error) => {
      if (isSignedOut(error)) signedOut();
      else notify('You could not be signed out. Try again.', 'error');
    },
  });
}
