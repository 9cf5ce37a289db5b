// The feedback section's screen (docs/product/forms.md#feedback), loaded with its section.
export { FeedbackPage } from './feedback-page.tsx';
// The captcha field, for another form that asks for it (the login past an account's limit).
export { CaptchaField, type CaptchaFieldProps } from './captcha-field.tsx';
