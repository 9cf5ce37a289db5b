import { PURCHASE_TEXTS } from './purchase-texts.ts';

/** 'Add to cart', named for its plan for screen readers ('Add to cart: Block 225'). */
export function AddToCartButton({ planName, onPress }: { planName: string; onPress: () => void }) {
  return (
    <button type="button" className="button purchase-plan__add" aria-label={`${PURCHASE_TEXTS.addToCart}: ${planName}`} onClick={onPress}>
      {PURCHASE_TEXTS.addToCart}
    </button>
  );
}
