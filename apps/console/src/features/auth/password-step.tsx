import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { consoleLoginBody } from '@commons/contract/console';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { ApiError } from '../../api/api-error.ts';

type LoginInput = z.input<typeof consoleLoginBody>;
type LoginOutput = z.output<typeof consoleLoginBody>;

/** What the password step hands on when the account asks for a second factor. */
export interface Credentials {
  email: string;
  password: string;
  /** What the server said the account needs (its `errors.totp`). */
  codeNeeded: string;
}

interface PasswordStepProps {
  login: (body: LoginOutput) => Promise<unknown>;
  onCodeNeeded: (credentials: Credentials) => void;
}

/**
 * The login's first step: e-mail and password. A 401 that names the `totp` field means the account
 * has a second factor: the next step asks for it, with the same e-mail and password.
 */
export function PasswordStep({ login, onCodeNeeded }: PasswordStepProps) {
  const form = useForm<LoginInput, unknown, LoginOutput>({ resolver: zodResolver(consoleLoginBody), defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await login(values);
    } catch (error) {
      const codeNeeded = error instanceof ApiError && error.status === 401 ? error.errors.totp : undefined;
      if (codeNeeded !== undefined) onCodeNeeded({ email: values.email, password: values.password, codeNeeded });
      else applyServerErrors(form, error, ['email', 'password']);
    }
  });
  return (
    <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-labelledby="login-heading">
      <FormAlert control={form.control} />
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" isRequired />
      <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" isRequired />
      <button type="submit" className="button button--wide" aria-disabled={form.formState.isSubmitting || undefined}>
        {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
