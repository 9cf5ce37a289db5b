import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { ConsoleSession } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { CONSOLE_BASE, paths, safeNext } from '../../api/paths.ts';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { sessionQuery, useSession } from './session-query.ts';
import { SetupStep } from './setup-step.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { StandaloneLayout } from './standalone-layout.tsx';

/**
 * /console/second-factor: an account that must have a second factor and has none sets one up
 * before anything else opens (its session is in stage `enrolment`), and sees its recovery codes once.
 */
export function EnrolmentPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const [confirmed, setConfirmed] = useState<{ session: ConsoleSession; recovery_codes: string[] } | null>(null);

  if (session.isPending) {
    return (
      <StandaloneLayout>
        <title>Loading | Commons console</title>
        <LoadingState label="Loading…" />
      </StandaloneLayout>
    );
  }
  if (session.isError) {
    return (
      <StandaloneLayout>
        <title>Something went wrong | Commons console</title>
        <h1>Set up your second factor</h1>
        <ErrorState message="Your session could not be read." onRetry={() => void session.refetch()} />
      </StandaloneLayout>
    );
  }
  if (!session.data) return <Navigate to={paths.login(`${CONSOLE_BASE}${next}`)} replace />;
  // Nothing to set up (or already done in another tab): the console itself.
  if (session.data.stage === 'full' && !confirmed) return <Navigate to={next} replace />;

  const finish = () => {
    if (confirmed) queryClient.setQueryData(sessionQuery.queryKey, confirmed.session);
    void navigate(next, { replace: true });
  };
  return (
    <StandaloneLayout aside={<SignOutButton />}>
      {confirmed ? <RecoveryCodesStep codes={confirmed.recovery_codes} email={confirmed.session.staff.email} onContinue={finish} /> : <SetupStep onConfirmed={setConfirmed} />}
    </StandaloneLayout>
  );
}
