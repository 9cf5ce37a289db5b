// The feedback section's screen (spec 03 §2 "Feedback page"), loaded with its section.
export { FeedbackPage } from './feedback-page.tsx';
