import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useState } from 'react';
import { CONSOLE_BASE, paths, safeNext } from '../../api/paths.ts';
import { CodeStep } from './code-step.tsx';
import { useLogin } from './login-call.ts';
import { PasswordStep, type Credentials } from './password-step.tsx';
import { useSession } from './session-query.ts';
import { StandaloneLayout } from './standalone-layout.tsx';
import { isAfterSignOut } from './use-sign-out.ts';

/**
 * /console/login: e-mail and password, then, for an account with a second factor, its code.
 * Signed in, the person goes back to the page that sent them here (`?next=/console/...`).
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const session = useSession();
  const login = useLogin(next);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const location = useLocation();

  // Already signed in (a bookmark, the back button): straight on; not when just signed out.
  if (session.data && !login.isPending && !login.isSuccess && !isAfterSignOut(location.state)) return <Navigate to={session.data.stage === 'enrolment' ? paths.enrolment(`${CONSOLE_BASE}${next}`) : next} replace />;

  return (
    <StandaloneLayout>
      <title>{credentials ? 'Enter your code | Commons console' : 'Sign in | Commons console'}</title>
      <h1 id="login-heading">{credentials ? 'Enter your code' : 'Sign in to the console'}</h1>
      {credentials ? (
        <CodeStep credentials={credentials} login={login.mutateAsync} onStartAgain={() => setCredentials(null)} />
      ) : (
        <PasswordStep login={login.mutateAsync} onCodeNeeded={setCredentials} />
      )}
    </StandaloneLayout>
  );
}
