// The feedback section's screen (docs/product/forms.md#feedback), loaded with its section.
export { FeedbackPage } from './feedback-page.tsx';
