/** The special offers screens' words (docs/product/site.md#special-offers). */
export const NO_SPECIALS_TEXT = "We didn't find any specials, but check back soon!";
export const LOADING_SPECIALS_TEXT = 'Loading special offers...';
export const SPECIALS_FAILED_TEXT = "We're sorry, but something went wrong.";
export const SPECIAL_NOT_FOUND_TEXT = 'We could not find that special offer.';
