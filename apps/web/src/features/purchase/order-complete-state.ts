import type { SectionSummary } from '@commons/contract';

/** What the purchase page hands the order complete page through the navigation's state. */
export interface OrderCompleteState {
  orderNo: string;
  totalCents: number;
}

/** The state of a navigation from the purchase page after an order, or null for any other arrival. */
export function orderCompleteStateOf(state: unknown): OrderCompleteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { orderNo, totalCents } = state as Record<string, unknown>;
  return typeof orderNo === 'string' && typeof totalCents === 'number' ? { orderNo, totalCents } : null;
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
