/** The nutrition and allergen disclaimer at the bottom of the menu page (docs/product/menus.md#legend). */
export const MENU_DISCLAIMER = [
  'Menus are subject to change, and recipes, ingredients and suppliers can change without notice. Nutrition information is based on standard recipes and our suppliers’ data; actual values vary with preparation and portion.',
  'Our kitchens handle all major food allergens, including milk, egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soy and sesame, so cross-contact is possible in any item. Allergen filters hide items that list a selected allergen, items that may contain it (unless you choose to show them) and items without allergen information, but they cannot guarantee that any item is free of an allergen.',
  'If you have a food allergy or a special dietary need, please speak with a manager or chef before you order.',
] as const;

/** The short version shown with each item's nutrition details. */
export const ITEM_DISCLAIMER =
  'Nutrition and allergen information is provided as a guide and may change with recipes and suppliers. Items are prepared in kitchens that handle all major food allergens, so cross-contact is possible. If you have a food allergy, please ask a manager or chef before you order.';
