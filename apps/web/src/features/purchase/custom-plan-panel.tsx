import type { ProductPanelProps } from './product-panel-props.ts';

/** The 'Custom plan' tab: one swipes option and one balance option, priced before adding. */
export function CustomPlanPanel(_props: ProductPanelProps) {
  return null;
}
