/** What the console's login and second-factor calls say (docs/product/console.md#sessions); the console shows the same words. */
export const CONSOLE_MESSAGES = {
  loginFailed: 'The email or password is incorrect.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeWrong: 'That code is not right. Check the time on your phone, or use one of your recovery codes.',
  codeFormat: 'Enter the 6 digits your authenticator app shows.',
  recoveryCodeFormat: 'A recovery code is 10 letters and digits, as printed (dashes and spaces may be left out).',
  oneCodeOnly: 'Enter an authenticator code or a recovery code, not both.',
  signedOut: 'You have signed out.',
  sessionNeeded: 'Please sign in to the console.',
  enrolmentNeeded: 'Set up your second factor before you go on.',
  notAllowed: 'Your account may not do this.',
  noSetupUnderWay: 'Start the setup again: scan the new QR code, then enter its code.',
} as const;
