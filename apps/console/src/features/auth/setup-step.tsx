import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { consoleEndpoints, CONSOLE_MESSAGES, postSecondFactorConfirm, type ConsoleSession } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { api } from '../../api/client.ts';
import { QrCode } from './qr-code.tsx';
import { secretInGroups } from './secret-groups.ts';

const confirmBody = postSecondFactorConfirm.body;

interface SetupStepProps {
  onConfirmed: (answer: { session: ConsoleSession; recovery_codes: string[] }) => void;
}

/**
 * Setting up the authenticator app: a new secret as a QR code and as a key to type, then a code from
 * the app to confirm it. Nothing changes on the account until the code is confirmed.
 */
export function SetupStep({ onConfirmed }: SetupStepProps) {
  const setup = useMutation({ mutationFn: () => api(consoleEndpoints.postSecondFactorSetup, { body: {} }) });
  const started = useRef(false);
  const { mutate: start } = setup;
  useEffect(() => {
    // One set-up per visit: each call replaces the secret of the one before.
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  const form = useForm<z.input<typeof confirmBody>, unknown, z.output<typeof confirmBody>>({ resolver: zodResolver(confirmBody), defaultValues: { totp: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      onConfirmed(await api(consoleEndpoints.postSecondFactorConfirm, { body }));
    } catch (error) {
      applyServerErrors(form, error, ['totp']);
    }
  });
  const isSetupGone = form.formState.errors.root?.server?.message === CONSOLE_MESSAGES.noSetupUnderWay;
  const startAgain = () => {
    form.reset({ totp: '' });
    start();
  };

  return (
    <>
      <title>Set up your second factor | Commons console</title>
      <h1>Set up your second factor</h1>
      <p className="login__intro">{CONSOLE_MESSAGES.enrolmentNeeded}</p>
      <p>Your account signs in with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) as well as your password.</p>
      {setup.isPending || setup.isIdle ? <LoadingState label="Preparing your set-up…" /> : null}
      {setup.isError ? <ErrorState message="The set-up could not be started." onRetry={startAgain} /> : null}
      {setup.data ? (
        <>
          <h2 className="step-heading">1. Scan this QR code with the app</h2>
          <div className="qr-panel">
            <QrCode text={setup.data.otpauth_uri} label="QR code that adds Commons to your authenticator app" />
            <div className="qr-panel__key">
              <p id="setup-key-label">Cannot scan it? In the app, choose to enter a key, and type:</p>
              <p className="setup-key" aria-labelledby="setup-key-label">
                <code>{secretInGroups(setup.data.secret)}</code>
              </p>
              <p className="field-note">Time-based, 6 digits. Spaces do not matter.</p>
            </div>
          </div>
          <h2 className="step-heading">2. Enter the code the app shows</h2>
          <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-label="Confirm your authenticator app">
            <FormAlert control={form.control} />
            {isSetupGone ? (
              <p>
                <button type="button" className="button button--ghost" onClick={startAgain}>
                  Get a new QR code
                </button>
              </p>
            ) : null}
            <TextField control={form.control} name="totp" label="6-digit code" hint="The app shows a new code every 30 seconds." autoComplete="one-time-code" inputMode="numeric" maxLength={20} isRequired />
            <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
              {form.formState.isSubmitting ? 'Checking…' : 'Confirm'}
            </button>
          </form>
        </>
      ) : null}
    </>
  );
}
