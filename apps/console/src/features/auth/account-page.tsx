import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints } from '@commons/contract/console';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { sessionQuery } from './session-query.ts';
import { useSignedInSession } from './signed-in-session.ts';

/**
 * /console/account: the signed-in person's own account — their second factor and how many
 * recovery codes are left, and new codes in place of the old ones (shown once, as at set-up).
 */
export function AccountPage() {
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [isSending, setIsSending] = useState(false);
  const { staff } = session;

  const renew = async () => {
    if (isSending) return;
    setIsSending(true);
    try {
      const answer = await api(consoleEndpoints.postNewRecoveryCodes, { body: {} });
      setCodes(answer.recovery_codes);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'New recovery codes could not be made. Please try again.', 'error');
    } finally {
      setIsSending(false);
    }
  };

  if (codes) return <RecoveryCodesStep codes={codes} email={staff.email} intro="Your old recovery codes no longer work." onContinue={() => setCodes(null)} />;
  return (
    <>
      <title>Your account | Commons console</title>
      <h1>Your account</h1>
      <dl className="account-facts">
        <dt>Name</dt>
        <dd>{staff.name}</dd>
        <dt>Email</dt>
        <dd>{staff.email}</dd>
        <dt>Authenticator app</dt>
        <dd>{staff.has_second_factor ? 'Set up' : 'Not set up'}</dd>
        {staff.has_second_factor ? (
          <>
            <dt>Recovery codes left</dt>
            <dd>{staff.recovery_codes_left} of 10</dd>
          </>
        ) : null}
      </dl>
      {staff.has_second_factor ? (
        <section aria-labelledby="new-codes-heading">
          <h2 id="new-codes-heading">New recovery codes</h2>
          <p>Ten new codes, each signing you in once instead of a code from your app. Your old codes stop working at once.</p>
          <button type="button" className="button" onClick={() => void renew()} aria-disabled={isSending || undefined}>
            {isSending ? 'Making new codes…' : 'Make new recovery codes'}
          </button>
        </section>
      ) : null}
    </>
  );
}
