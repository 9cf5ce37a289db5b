import type { SectionSummary, SubscriptionChargeNote } from '@commons/contract';

/** What the purchase page hands the order complete page through the navigation's state. */
export interface OrderCompleteState {
  orderNo: string;
  totalCents: number;
  /** Each subscription's charges: what checkout took, apart from the later bills. */
  subscriptionCharges: SubscriptionChargeNote[];
}

const isChargeNote = (value: unknown): value is SubscriptionChargeNote => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, texts } = value as Record<string, unknown>;
  return typeof name === 'string' && Array.isArray(texts) && texts.every((text) => typeof text === 'string');
};

/** The state of a navigation from the purchase page after an order, or null for any other arrival. */
export function orderCompleteStateOf(state: unknown): OrderCompleteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { orderNo, totalCents, subscriptionCharges } = state as Record<string, unknown>;
  if (typeof orderNo !== 'string' || typeof totalCents !== 'number') return null;
  return { orderNo, totalCents, subscriptionCharges: Array.isArray(subscriptionCharges) ? subscriptionCharges.filter(isChargeNote) : [] };
}

const PURCHASE_SCREEN = 'meal-plan-purchase';

/** The slug of the site's meal plan purchase section (docs/product/purchase.md#order-complete), wherever the menu places it. */
export function purchaseSectionSlug(sections: readonly SectionSummary[]): string {
  const find = (list: readonly SectionSummary[]): string | null => {
    for (const section of list) {
      if (section.master_slug === PURCHASE_SCREEN || section.slug === PURCHASE_SCREEN) return section.slug;
      const inside = find(section.nodes);
      if (inside !== null) return inside;
    }
    return null;
  };
  return find(sections) ?? PURCHASE_SCREEN;
}
