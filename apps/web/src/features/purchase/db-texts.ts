import { formatMoney, MAX_CART_CENTS, MAX_DECLINING_BALANCE_CENTS, type Cents } from '@commons/domain';

/**
 * The words of the 'Custom plan' and 'Declining balance' tabs. The amount rules' messages are the
 * domain's (docs/product/purchase.md#declining-balance, verbatim), and so are the server's; these are the page's own.
 */
export const DB_TEXTS = {
  swipesLabel: 'Meals',
  balanceLabel: 'Dining dollars',
  chooseSwipes: 'Choose a swipes option.',
  chooseBalance: 'Choose a declining balance option.',
  swipesOption: (swipes: number, price: Cents) => `${swipes} meals for ${formatMoney(price)}`,
  balanceOption: (value: Cents, price: Cents) => `${formatMoney(value)} in dining dollars for ${formatMoney(price)}`,
  noOptions: 'Custom plans are not available right now.',
  noProducts: 'Declining balance is not available right now.',
  previewTitle: 'Your price',
  previewPrompt: 'Choose a meals option and a dining dollars option to see the price.',
  amountPrompt: 'Enter an amount to see what you pay and what you get.',
  amountLabel: 'Amount ($)',
  /** The amount's bounds: its minimum when above zero, and the limits of an amount and of a cart (decisions/0025 "Amount limits"). */
  amountLimits: (minimum: Cents) =>
    `${minimum > 0 ? `Minimum ${formatMoney(minimum)}, maximum` : 'Maximum'} ${formatMoney(MAX_DECLINING_BALANCE_CENTS)} (a cart holds up to ${formatMoney(MAX_CART_CENTS)}).`,
  countsInCart: (inCart: Cents) => `${formatMoney(inCart)} of declining balance already in your cart counts toward the minimum.`,
  facts: {
    listPrice: 'Price',
    amount: 'Amount',
    discount: 'Discount',
    bonus: 'Bonus',
    tax: 'Tax',
    total: 'You pay',
    balance: 'Added to your balance',
  },
  planBonus: (bonus: Cents) => `Add a meal plan or a custom plan to your cart to get a ${formatMoney(bonus)} bonus.`,
  addToCart: 'Add to cart',
} as const;
