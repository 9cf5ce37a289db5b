import type { ProductPanelProps } from './product-panel-props.ts';

/** The 'Declining balance' tab: an amount per product, with its minimum, discount and bonus. */
export function DecliningBalancePanel(_props: ProductPanelProps) {
  return null;
}
