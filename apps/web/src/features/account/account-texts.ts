/** What the account pages say (docs/product/accounts.md#account-page, #messages); the quoted ones are the documented words, verbatim. */
export const ACCOUNT_TEXTS = {
  loginHeading: 'Log in to your account',
  signUpTitle: 'Sign up',
  accountTitle: 'Manage Your Account',
  signUpSuccess: 'Your account has been successfully created.',
  signUpFailure: "We're sorry, something went wrong creating your account.",
  profileSaved: 'Your profle has been updated.',
  saveFailure: 'Sorry, we ran into an unexpected error.',
  profileLoadFailure: "We're sorry, something went wrong loading your profile.",
  forgotPassword: 'Forgot your password?',
  resetRequestTitle: 'Reset your password',
  resetRequestHint: "Enter your account's e-mail address and we'll send you a link to choose a new password.",
  resetRequestSubmit: 'Send Reset Link',
  backToLogin: 'Back to login',
  captchaLoading: 'Loading the verification…',
  captchaWidgetFailed: "We're sorry, the verification could not be shown. Please reload the page.",
  captchaVerified: 'Verified. You can log in.',
} as const;
