/**
 * What the feedback page says besides the documented messages (docs/product/forms.md#feedback) (those are FEEDBACK_TEXTS in
 * @commons/domain and the contract's schema, never retyped here).
 */
export const FEEDBACK_UI_TEXTS = {
  requiredNote: 'Fields marked * are required.',
  submit: 'Submit',
  submitting: 'Sending...',
  /** A failed submit is said in a toast and what was typed stays. */
  sendFailed: "We're sorry, your feedback could not be sent. Please try again in a moment.",
  locationsLoading: 'Loading dining locations…',
  locationsFailed: "We're sorry, the dining locations could not be loaded.",
  captchaLabel: 'Verification',
  captchaHint: 'Check the box: your browser solves a small puzzle to show that you are a person.',
  captchaLoading: 'Loading the verification…',
  captchaFailed: "We're sorry, the verification could not be loaded.",
  captchaWidgetFailed: "We're sorry, the verification could not be shown. Please reload the page.",
  captchaVerifying: 'Verifying…',
  captchaVerified: 'Verified. You can submit your feedback.',
  captchaExpired: 'The verification expired. Please check the box again.',
} as const;
