import { formatMoney, type Cents } from '@commons/domain';

/** The words of the 'Coffee subscription' tab (docs/product/purchase.md#coffee; the rules' own messages are the domain's). */
export const COFFEE_TEXTS = {
  title: 'Coffee subscription',
  perMonth: (price: Cents) => `${formatMoney(price)} a month`,
  factsLabel: 'What you get',
  facts: [
    'Two medium drip coffees per day.',
    'Billed monthly on the purchase date: the first bill is today.',
    'An hour must separate your two coffee purchases each day.',
    'Activation takes 24 hours after your purchase.',
    'Credit card only: gift and prepaid cards are not accepted.',
    'Service is limited to the United States and Canada.',
    'Cancel at least 3 days before the next delivery.',
  ],
  logIn: 'The coffee subscription is billed monthly to your account. Log in or sign up to order it.',
  monthsLabel: 'Months',
  monthsHint: 'From 1 to 5 months.',
  monthsOption: (months: number) => (months === 1 ? '1 month' : `${months} months`),
  preview: {
    perMonth: 'Price per month',
    months: 'Months',
    total: (months: number) => `Total over ${months === 1 ? '1 month' : `${months} months`}`,
    today: 'Billed today',
    lastBill: 'Last bill',
    endsOn: 'Covered through',
  },
  inCart: (months: number) => `Your cart holds the coffee subscription for ${months === 1 ? '1 month' : `${months} months`}. Adding it again changes the months.`,
  add: 'Add to cart',
  change: 'Change months',
} as const;
