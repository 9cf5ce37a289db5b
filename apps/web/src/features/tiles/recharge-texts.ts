/** The Recharge Your Card tile's own words (docs/product/purchase.md#recharge; the quoted one verbatim). */
export const RECHARGE_TEXTS = {
  title: 'Recharge Your Card',
  intro: 'Add dining dollars to your campus card in a few steps.',
  amountLabel: 'Amount ($)',
  typeLabel: 'Customer type',
  typeRequired: 'Choose your customer type',
  submit: 'Recharge now',
  submitting: 'Adding to your cart…',
  unavailable: "Sorry, we can't display this button right now.",
} as const;
