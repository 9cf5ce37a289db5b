import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordForm, type ResetPasswordForm } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { RESET_MESSAGES, RESET_REDIRECT_MS } from '@commons/domain';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PlainLayout } from '../../ui/plain-layout.tsx';
import './password-reset.css';

/** Whose password the link resets: a customer's (`/customerResetPassword`) or a staff user's (`/resetPassword`). */
export type ResetKind = 'customer' | 'staff';

type FormOutput = { password: string; confirm_password: string };
const FIELDS = ['password', 'confirm_password'] as const;

/** The server's message; a key refused by its form (not one the server issued) says so on `public_key`. */
const messageOf = (error: unknown) => (error instanceof ApiError ? (error.errors.public_key ?? error.message) : 'Something went wrong.');

/** Where the page goes after success (docs/product/accounts.md#password-reset): the returned domain, else the site's base. */
const destinationOf = (domain: string | undefined) => domain ?? '/';

/**
 * The password reset page (docs/product/accounts.md#password-reset): Password and Confirm Password, 'Working...' while
 * the call is pending, then 'Password updated successfully' and, 2 seconds later, the site; a
 * failure shows the server's message.
 */
function ResetPasswordPage({ kind }: { kind: ResetKind }) {
  const { publicKey = '' } = useParams();
  const form = useForm<ResetPasswordForm, unknown, FormOutput>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirm_password: '' },
  });
  const [destination, setDestination] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const isPending = form.formState.isSubmitting;

  useEffect(() => {
    if (destination === null) return;
    done.current?.focus();
    const timer = setTimeout(() => window.location.assign(destination), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [destination]);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const body = { password, public_key: publicKey };
      const answer = kind === 'customer' ? await api(endpoints.putCustomerPassword, { body }) : await api(endpoints.putStaffPassword, { body });
      setDestination(destinationOf(answer.domain));
    } catch (error) {
      // The key travels in the address, not in a field: its problem is the form's message.
      applyServerErrors(form, error, FIELDS, messageOf);
    }
  });

  return (
    <PlainLayout>
      <PageHead title="Reset your password | Campus Dining" description="Choose a new password for your account." noIndex />
      <section className="password-reset" aria-labelledby="password-reset-title">
        <h1 id="password-reset-title" tabIndex={-1}>
          Reset your password
        </h1>
        {destination !== null ? (
          <p ref={done} className="password-reset__done" role="status" tabIndex={-1}>
            {RESET_MESSAGES.updated}
          </p>
        ) : (
          <form className="password-reset__form" onSubmit={(event) => void submit(event)} noValidate>
            <FormAlert control={form.control} />
            <TextField
              control={form.control}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters, with a lowercase and an uppercase letter, a number and one of !@#$%^&*."
              isRequired
            />
            <TextField control={form.control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" isRequired />
            <button type="submit" className="button" disabled={isPending}>
              {isPending ? RESET_MESSAGES.working : 'Submit'}
            </button>
          </form>
        )}
      </section>
    </PlainLayout>
  );
}

/** `/customerResetPassword/:publicKey`. */
export const CustomerResetPasswordPage = () => <ResetPasswordPage kind="customer" />;
/** `/resetPassword/:publicKey` (staff tools). */
export const StaffResetPasswordPage = () => <ResetPasswordPage kind="staff" />;
