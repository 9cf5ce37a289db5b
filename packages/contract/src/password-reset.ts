import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, RESET_MESSAGES as R } from '@commons/domain';
import { email, newPassword } from './customers.ts';
import { bodyId, storableText } from './primitives.ts';
import { post, put } from './route.ts';

const tag = 'password reset';

/** A reset link's key: 32 random bytes, base64url. Anything else is no key the server issued. */
const publicKey = storableText('refuse', (issue) => (issue.input === undefined || issue.input === null ? R.linkUnknown : 'Must be text.'))
  .max(200, R.linkUnknown)
  .regex(/^[A-Za-z0-9_-]{43}$/, R.linkUnknown);

const confirmPassword = storableText('refuse', (issue) => (issue.input === undefined || issue.input === null ? M.confirmPasswordRequired : 'Must be text.'))
  .max(500, 'Too long.')
  .refine((value) => value !== '', M.confirmPasswordRequired);

/** The reset page's form (docs/product/accounts.md#password-reset): the sign-up password rules, and a confirmation that matches. */
export const resetPasswordForm = z
  .object({ password: newPassword, confirm_password: confirmPassword })
  .strict()
  .superRefine((form, ctx) => {
    if (form.confirm_password !== '' && form.password !== form.confirm_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: M.passwordsDiffer });
  });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

export const requestPasswordResetBody = z.object({ site_id: bodyId, email }).strict();
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBody>;

export const postRequestPasswordReset = post(
  '/v1/customer/request_password_reset',
  {
    summary:
      "E-mail a link to reset the password of the site's account with this address (`/customerResetPassword/{key}`, single use, 1 hour). The answer is the same whether or not the address has an account. Refused cross-site; rate limited per address and per e-mail address (429).",
    tag,
    body: requestPasswordResetBody,
  },
  z.object({ msg: z.string() }),
);

/** docs/product/api.md#accounts: the new password and the key from the link. */
export const updatePasswordBody = z.object({ password: newPassword, public_key: publicKey }).strict();
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const putCustomerPassword = put(
  '/v1/customer/update/password',
  {
    summary:
      "Set a customer's new password with the key of a reset link; ends every session of the account. `domain` is the site's home page. An unknown, expired or used key is a 400 whose `msg` says which. Refused cross-site.",
    tag,
    body: updatePasswordBody,
  },
  z.object({ msg: z.string(), domain: z.string() }),
);

export const putStaffPassword = put(
  '/v1/users/update/password',
  {
    summary:
      "Set a staff user's new password with the key of a reset link (an invitation from the console, or `npm run staff:reset-link -- EMAIL`); every console session of the account ends, and `domain` is the console's login page. An unknown, expired or used key is a 400 whose `msg` says which. Refused cross-site.",
    tag,
    body: updatePasswordBody,
  },
  z.object({ msg: z.string(), domain: z.string().optional() }),
);
