/**
 * The channel a menu import NOTIFYs after it changed menus (payload: a JSON array of location
 * ids); every server listening drops its cached menu answers.
 */
export const MENUS_CHANGED_CHANNEL = 'menus_changed';
