/** A reset link lasts an hour and works once. */
export const RESET_KEY_TTL_MS = 60 * 60 * 1000;
/** docs/product/accounts.md#password-reset: the reset page moves on 2 seconds after success. */
export const RESET_REDIRECT_MS = 2000;

/** The words of the password reset (docs/product/accounts.md#password-reset, #messages), on the server and on the page. */
export const RESET_MESSAGES = {
  /** The same answer whether or not the address has an account. */
  linkSent: "If an account exists for that e-mail address, we've sent a link to reset your password. It works once, within an hour.",
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  linkUnknown: 'This password reset link is not valid. Please request a new one.',
  linkExpired: 'This password reset link has expired. Please request a new one.',
  linkUsed: 'This password reset link has already been used. Please request a new one.',
  /** docs/product/accounts.md#messages, shown by the page. */
  updated: 'Password updated successfully',
  working: 'Working...',
  mailSubject: 'Reset your password',
} as const;
