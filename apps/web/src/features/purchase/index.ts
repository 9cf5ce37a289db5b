// The meal plan purchase section's screen.
export { PurchasePage } from './purchase-page.tsx';
// For the home page's recharge tile: the cart it fills and the customer type chosen here.
export { purchaseQueries } from './cart-queries.ts';
export { readSelectionPreference } from './selection-preference.ts';
