import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { requestPasswordResetBody, type RequestPasswordResetBody } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { AccountForm } from './account-form.tsx';

const FIELDS = ['email'] as const;

interface ResetRequestFormProps {
  siteId: number;
  /** Back to the login form. */
  onBack: () => void;
}

/**
 * The login form's password-reset mode (docs/product/accounts.md#password-reset): an e-mail address, and a link to reset the
 * password sent to it. The server answers the same whether or not the address has an account,
 * and the form shows that answer in a status the screen reader reads; too many requests show the
 * server's message in the form's alert.
 */
export function ResetRequestForm({ siteId, onBack }: ResetRequestFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const emailRef = useRef<HTMLDivElement>(null);
  const form = useForm<z.input<typeof requestPasswordResetBody>, unknown, RequestPasswordResetBody>({
    resolver: zodResolver(requestPasswordResetBody),
    defaultValues: { site_id: siteId, email: '' },
  });
  // The mode changed under the visitor's hand: their next step is the e-mail field.
  useEffect(() => {
    emailRef.current?.querySelector('input')?.focus();
  }, []);
  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    try {
      const { msg } = await api(endpoints.postRequestPasswordReset, { body: values });
      setSent(msg);
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });
  const isSubmitting = form.formState.isSubmitting;
  return (
    <AccountForm isSubmitting={isSubmitting} onSubmit={submit} aria-labelledby="reset-request-title">
      <h2 id="reset-request-title" className="account-form__title">
        {ACCOUNT_TEXTS.resetRequestTitle}
      </h2>
      <p>{ACCOUNT_TEXTS.resetRequestHint}</p>
      <FormAlert control={form.control} />
      <div role="status" className="account-form__sent">
        {sent ? <p>{sent}</p> : null}
      </div>
      <div ref={emailRef}>
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" isRequired />
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Sending…' : ACCOUNT_TEXTS.resetRequestSubmit}
        </button>
        <button type="button" className="account-form__switch" onClick={onBack}>
          {ACCOUNT_TEXTS.backToLogin}
        </button>
      </div>
    </AccountForm>
  );
}
