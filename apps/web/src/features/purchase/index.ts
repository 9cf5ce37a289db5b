// The meal plan purchase section's screen.
export { PurchasePage } from './purchase-page.tsx';
// For the home page's recharge tile: the cart it fills.
export { purchaseQueries } from './cart-queries.ts';
// For the balance tracker: the order form's messages, shown as on this page.
export { SettingsText } from './settings-text.tsx';
