/** What the on-the-go page says besides the documented words (docs/product/forms.md#on-the-go) (ON_THE_GO_TEXTS and the contract's messages). */
export const ON_THE_GO_UI_TEXTS = {
  lead: 'Order a packed meal with your meal plan and pick it up on your way.',
  description: (dining: string) => `Order a packed meal from ${dining} and pick it up on your way.`,
  pickUpLabel: 'Pick-up time',
  pickUpAt: (location: string) => `Pick up at ${location}`,
  pickUpPlaceholder: 'Choose a pick-up time',
  pickUpLoading: 'Loading pick-up times…',
  pickUpFailed: "We're sorry, the pick-up times could not be loaded.",
  noPickUpTimes: 'No pick-up times are available right now, so orders cannot be sent. Please check back during opening hours.',
  planPlaceholder: 'Choose your meal plan',
  basePlaceholder: 'Choose a base',
  baseNeedsEntree: 'Choose an entree first',
  yourOrder: 'Your order',
  sendFailed: "We're sorry, your order could not be sent. Please check your connection and try again; what you chose is still here.",
} as const;
