/** The shared enumerations of docs/product/site.md#locations: location features, cuisines and payment types, with display names. */

export const LOCATION_FEATURES: Readonly<Record<string, string>> = {
  dine_in: 'Dine In',
  mobile_ordering: 'Mobile Ordering',
  mobile_ordering_only: 'Mobile Ordering Only',
  takeout: 'Takeout',
  takeout_only: 'Takeout Only',
  delivery: 'Delivery',
  delivery_only: 'Delivery Only',
  open_late: 'Open Late',
  delivery_robots: 'Delivery Robots',
  food_lockers: 'Food Lockers',
};

export const CUISINES: Readonly<Record<string, string>> = {
  american_cuisine: 'American',
  barbecue_cuisine: 'Barbecue',
  chinese_cuisine: 'Chinese',
  french_cuisine: 'French',
  hamburger_cuisine: 'Hamburger',
  indian_cuisine: 'Indian',
  italian_cuisine: 'Italian',
  japanese_cuisine: 'Japanese',
  mexican_cuisine: 'Mexican',
  pizza_cuisine: 'Pizza',
  seafood_cuisine: 'Seafood',
  steak_cuisine: 'Steak',
  sushi_cuisine: 'Sushi',
  thai_cuisine: 'Thai',
};

export const PAYMENT_TYPES: Readonly<Record<string, string>> = {
  pay_with_cash: 'Cash',
  pay_with_credit_card: 'Credit Card',
  pay_with_dining_dollars: 'Dining Dollars',
  pay_with_meal_exchange: 'Meal Exchange',
  pay_with_meal_swipe: 'Meal Swipe',
  pay_with_retail_swipe: 'Retail Swipe',
  pay_with_meal_trade: 'Meal Trade',
  pay_with_meal_plan: 'Meal Plan',
  pay_with_apple_pay: 'Apple Pay',
  pay_with_google_pay: 'Google Pay',
  pay_with_samsung_pay: 'Samsung Pay',
};

/** 'pay_with_meal_swipe' → 'Meal Swipe' for values outside the lists: drops the known prefix/suffix, title-cases words. */
export function prettyName(value: string): string {
  return value
    .replace(/^pay_with_/, '')
    .replace(/_cuisine$/, '')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Display names of the values a location uses, in the enumeration's order, then its custom names
 * as given; duplicates dropped.
 */
export function featureNames(used: readonly string[], names: Readonly<Record<string, string>>, custom: readonly string[] = []): string[] {
  const wanted = new Set(used);
  const known = Object.keys(names).filter((key) => wanted.has(key));
  const unknown = used.filter((value) => !(value in names));
  const all = [...known.map((key) => names[key] ?? prettyName(key)), ...unknown.map(prettyName), ...custom.map((c) => c.trim()).filter(Boolean)];
  return [...new Set(all)];
}
