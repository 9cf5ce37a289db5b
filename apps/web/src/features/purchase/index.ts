// The meal plan purchase section's screen.
export { PurchasePage } from './purchase-page.tsx';
// For the home page's recharge tile: the cart it fills and the customer type chosen here.
export { purchaseQueries } from './cart-queries.ts';
export { readSelectionPreference } from './selection-preference.ts';
// For the balance tracker: the order form's messages, shown as on this page.
export { SettingsText } from './settings-text.tsx';
