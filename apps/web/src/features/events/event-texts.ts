/** The events screens' words (docs/product/site.md#events, #errors). */
export const LOADING_EVENTS_TEXT = 'Loading events...';
export const EVENTS_FAILED_TEXT = "We're sorry, but something went wrong.";
/** The events section's (events/public_list) empty list. */
export const NO_EVENTS_TEXT = "We didn't find any events, but check back soon!";
/** The wellness events page's empty list. */
export const CHECK_BACK_TEXT = 'Check back soon for more events';
