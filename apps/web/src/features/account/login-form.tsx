import { Suspense, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { loginBody, type Customer, type LoginBody } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { customerSessionChanged } from '../../site/customer-session.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { lazyOr } from '@commons/ui/lazy-or.ts';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { AccountForm } from './account-form.tsx';

const FIELDS = ['email', 'password', 'captcha'] as const;

type LoginValues = z.input<typeof loginBody>;
interface LoginCaptchaProps {
  control: Control<LoginValues, unknown, LoginBody>;
  round: number;
  verifiedText: string;
}

function CaptchaFailed() {
  return <p role="alert">{ACCOUNT_TEXTS.captchaWidgetFailed}</p>;
}

// The captcha's code (the feedback form's field and widget) loads only when the server asks for it.
const LoginCaptcha = lazyOr<LoginCaptchaProps>(async () => (await import('../feedback/index.ts')).CaptchaField, CaptchaFailed);

/** Did the server ask for a solved captcha with the password (docs/decisions/0016)? */
const asksForCaptcha = (error: unknown) => error instanceof ApiError && error.errors.captcha !== undefined;

interface LoginFormProps {
  siteId: number;
  /** After the session is known to the page; the form has already refreshed it. */
  onLoggedIn: (customer: Customer) => void;
  /** Switches the form to asking for a password-reset e-mail. */
  onForgotPassword: () => void;
}

/**
 * E-mail and password (docs/product/accounts.md "Login"). A wrong e-mail or password, or too many
 * attempts, shows the server's message in the form's alert, which announces it. When the server
 * asks for a captcha (an account past its failed-login limit), the captcha appears under the
 * password with the server's message, and each later attempt sends a newly solved one.
 */
export function LoginForm({ siteId, onLoggedIn, onForgotPassword }: LoginFormProps) {
  const client = useQueryClient();
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const [round, setRound] = useState(0);
  const form = useForm<LoginValues, unknown, LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { site_id: siteId, email: '', password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { customer } = await api(endpoints.postCustomerAuthenticate, { body: values });
      await customerSessionChanged(client, siteId, customer);
      onLoggedIn(customer);
    } catch (error) {
      form.resetField('password', { keepError: true });
      // A captcha answer is taken once, whatever the answer: the next attempt needs a new one.
      if (values.captcha) {
        form.setValue('captcha', '');
        setRound((n) => n + 1);
      }
      applyServerErrors(form, error, FIELDS);
      if (asksForCaptcha(error)) {
        setCaptchaShown(true);
        // Said in the form's alert too, so it is announced while the captcha loads.
        form.setError('root.server', { type: 'server', message: (error as ApiError).message });
      }
    }
  });
  const isSubmitting = form.formState.isSubmitting;
  return (
    <AccountForm isSubmitting={isSubmitting} onSubmit={submit}>
      <FormAlert control={form.control} />
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" isRequired />
      <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" isRequired />
      {isCaptchaShown ? (
        <Suspense fallback={<LoadingState label={ACCOUNT_TEXTS.captchaLoading} />}>
          <LoginCaptcha control={form.control} round={round} verifiedText={ACCOUNT_TEXTS.captchaVerified} />
        </Suspense>
      ) : null}
      <div className="account-form__actions">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Logging in…' : 'Log In'}
        </button>
        <button type="button" className="account-form__switch" onClick={onForgotPassword}>
          {ACCOUNT_TEXTS.forgotPassword}
        </button>
      </div>
    </AccountForm>
  );
}
