import type { PaymentResult } from '@commons/contract';

/** What the Orders and Subscriptions tabs say (docs/product/accounts.md#orders, #subscriptions); the quoted ones are the documented words, verbatim. */
export const ORDER_TEXTS = {
  ordersTitle: 'Your orders',
  ordersEmpty: 'You have no orders yet.',
  ordersLoading: 'Loading your orders…',
  ordersLoadFailure: "We're sorry, something went wrong loading this content.",
  subscriptionsTitle: 'Your subscriptions',
  subscriptionsEmpty: 'You have no subscriptions yet.',
  subscriptionsLoading: 'Loading your subscriptions…',
  subscriptionsLoadFailure: "We're sorry, something went wrong loading your subscriptions.",
  /** docs/product/accounts.md#subscriptions: the load failure when the server's answer carries a message. */
  subscriptionsNotLocated: 'We were unable to locate any subscriptions associated with your account.',
  cancelled: 'Subscription cancelled successfully.',
  cancelFailure: 'Sorry, we ran into an unexpected error.',
  canceledOn: (date: string) => `Canceled on ${date}`,
  cancelTitle: 'Cancel this subscription?',
  cancelConfirm: 'Cancel subscription',
  cancelKeep: 'Keep subscription',
  seePlans: 'See meal plans',
} as const;

/** Payment result codes (docs/product/accounts.md#subscriptions). */
export const PAYMENT_RESULT_TEXT: Record<PaymentResult, string> = { '0': 'Approved', '12': 'Declined', '23': 'Invalid card' };
