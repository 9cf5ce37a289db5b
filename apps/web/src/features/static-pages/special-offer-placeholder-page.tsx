import { SitePlaceholder } from './site-placeholder.tsx';

/** `/{site}/special-offer/{specialId}` until the special offers feature arrives (title per spec 01 §2). */
export function SpecialOfferPlaceholderPage() {
  return <SitePlaceholder title="Special Offer" />;
}
