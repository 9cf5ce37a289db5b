import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { consoleEndpoints, type ConsoleLoginBody } from '@commons/contract/console';
import { api } from '../../api/client.ts';
import { CONSOLE_BASE, paths } from '../../api/paths.ts';
import { sessionQuery } from './session-query.ts';

/**
 * The login call. Its 401 is an answer (wrong e-mail, password or code; a code needed), which the
 * form shows. Signed in, the console keeps the session and opens the page asked for (`next`), or
 * the second-factor set-up when the account must enrol first (and that page after). `next` is
 * relative to the console's base, as safeNext gives it.
 */
export function useLogin(next: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: ConsoleLoginBody) => api(consoleEndpoints.postConsoleLogin, { body }),
    meta: { signedOutIsAnswer: true },
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQuery.queryKey, session);
      void navigate(session.stage === 'enrolment' ? paths.enrolment(`${CONSOLE_BASE}${next}`) : next, { replace: true });
    },
  });
}
