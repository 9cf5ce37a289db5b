/** What the dietary health page says besides the documented words (docs/product/forms.md#dietary-health) (DIETARY_TEXTS and the contract's messages). */
export const DIETARY_UI_TEXTS = {
  lead: 'Tell the dining team and the campus dietitian about your food allergies, celiac disease or medical diet, so they can plan safe meals with you.',
  description: (dining: string) => `Tell the ${dining} team about your food allergies, celiac disease or medical diet.`,
  allergiesHint: 'Tick each one you have.',
  questions: 'Your health',
  commentsLabel: 'Additional comments',
  sendFailed: "We're sorry, your form could not be sent. Please check your connection and try again; what you typed is still here.",
} as const;
