import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { loginBody, type Customer, type LoginBody } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { customerSessionChanged } from '../../site/customer-session.ts';
import { applyServerErrors } from '../../ui/form/apply-server-errors.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { AccountForm } from './account-form.tsx';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  siteId: number;
  /** After the session is known to the page; the form has already refreshed it. */
  onLoggedIn: (customer: Customer) => void;
  /** Switches the form to asking for a password-reset e-mail. */
  onForgotPassword: () => void;
}

/**
 * E-mail and password (docs/product/accounts.md#login). A wrong e-mail or password, or too many attempts,
 * shows the server's message in the form's alert, which announces it.
 */
export function LoginForm({ siteId, onLoggedIn, onForgotPassword }: LoginFormProps) {
  const client = useQueryClient();
  const form = useForm<z.input<typeof loginBody>, unknown, LoginBody>({
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
      applyServerErrors(form, error, FIELDS);
    }
  });
  const isSubmitting = form.formState.isSubmitting;
  return (
    <AccountForm isSubmitting={isSubmitting} onSubmit={submit}>
      <FormAlert control={form.control} />
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" isRequired />
      <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" isRequired />
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
