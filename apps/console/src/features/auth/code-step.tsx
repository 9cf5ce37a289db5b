import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { recoveryCode, totpCode, type ConsoleLoginBody } from '@commons/contract/console';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { ApiError } from '../../api/api-error.ts';
import type { Credentials } from './password-step.tsx';

/** One field, the code of the chosen kind; the schemas are the login call's own. */
const appCodeForm = z.object({ code: totpCode });
const recoveryCodeForm = z.object({ code: recoveryCode });
type CodeInput = z.input<typeof appCodeForm>;

interface CodeStepProps {
  credentials: Credentials;
  login: (body: ConsoleLoginBody) => Promise<unknown>;
  onStartAgain: () => void;
}

/**
 * The login's second step, for an account with a second factor: the 6-digit code from the
 * authenticator app, or (after 'Use a recovery code instead') one of the recovery codes.
 */
export function CodeStep({ credentials, login, onStartAgain }: CodeStepProps) {
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  return <CodeForm key={kind} kind={kind} credentials={credentials} login={login} onSwitch={() => setKind(kind === 'app' ? 'recovery' : 'app')} onStartAgain={onStartAgain} />;
}

interface CodeFormProps extends CodeStepProps {
  kind: 'app' | 'recovery';
  onSwitch: () => void;
}

function CodeForm({ kind, credentials, login, onSwitch, onStartAgain }: CodeFormProps) {
  const isApp = kind === 'app';
  const form = useForm<CodeInput, unknown, { code: string }>({ resolver: zodResolver(isApp ? appCodeForm : recoveryCodeForm), defaultValues: { code: '' } });
  const { setFocus } = form;
  // The step opens, or switches kind, with its field ready to type in.
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await login({ email: credentials.email, password: credentials.password, ...(isApp ? { totp: code } : { recovery_code: code }) });
    } catch (error) {
      // The server names the code's field `totp` (or `recovery_code`): either is this form's one field.
      const fieldMessage = error instanceof ApiError ? (error.errors.totp ?? error.errors.recovery_code) : undefined;
      const asField = fieldMessage !== undefined && error instanceof ApiError ? new ApiError(error.status, error.message, { code: fieldMessage }) : error;
      applyServerErrors(form, asField, ['code']);
    }
  });

  return (
    <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-labelledby="login-heading">
      <p className="login__intro">{credentials.codeNeeded}</p>
      <p className="login__who">
        Signing in as <strong>{credentials.email}</strong>
      </p>
      <FormAlert control={form.control} />
      {isApp ? (
        <TextField control={form.control} name="code" label="6-digit code" hint="The code your authenticator app shows for Commons." autoComplete="one-time-code" inputMode="numeric" maxLength={20} isRequired />
      ) : (
        <TextField control={form.control} name="code" label="Recovery code" hint="One of the ten codes you saved when you set up your second factor, like abcde-12345." autoComplete="off" maxLength={40} isRequired />
      )}
      <p>
        <button type="button" className="link-button" onClick={onSwitch}>
          {isApp ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </button>
      </p>
      <div className="button-row">
        <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? 'Checking…' : 'Sign in'}
        </button>
        <button type="button" className="button button--ghost" onClick={onStartAgain}>
          Start again
        </button>
      </div>
    </form>
  );
}
