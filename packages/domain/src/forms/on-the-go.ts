import { addDays, localDateTime } from '../schedule/calendar.ts';
import { intervalsOn, MINUTES_PER_DAY, type Schedule } from '../schedule/day-hours.ts';
import { formatSlotTime } from '../reservations/slot-time.ts';

/**
 * The on-the-go order form (docs/product/forms.md#on-the-go). The lists (bases,
 * sides and drinks in full) and the rules are
 * designed as a kitchen that packs the orders needs them.
 */

export const ON_THE_GO_TITLE = 'On The Go - Valentine Dining';

export const ENTREES = ['Salad', 'Sandwich', 'Pizza'] as const;
export type Entree = (typeof ENTREES)[number];

/** The bases each entree is made on: greens for a salad, breads and wraps for a sandwich, crusts for a pizza. */
export const BASES_BY_ENTREE: Readonly<Record<Entree, readonly string[]>> = {
  Salad: ['Romaine', 'Spinach', 'Spring Mix'],
  Sandwich: ['White Bread', 'Wheat Bread', 'Rye Bread', 'Sourdough', 'Ciabatta Roll', 'Flour Wrap', 'Spinach Wrap', 'Gluten-Free Bread', 'Gluten-Free Wrap'],
  Pizza: ['Cheese Pizza', 'Pepperoni Pizza', 'Veggie Pizza', 'Gluten-Free Cheese Pizza'],
};
export const BASES: readonly string[] = ENTREES.flatMap((e) => BASES_BY_ENTREE[e]);

export const PROTEINS = ['Turkey', 'Ham', 'Roast Beef', 'Salami', 'Chicken Salad', 'Tuna Salad', 'Hummus', 'None'] as const;
export const CHEESES = ['American', 'Provolone', 'Cheddar', 'Swiss', 'Pepperjack', 'None'] as const;
export const DRESSINGS_SAUCES = ['Yellow Mustard', 'Honey Dijon', 'Mayo', 'Italian', 'Ranch', 'Caesar', 'Balsamic', 'Oil & Vinegar', 'None'] as const;
export const ADDONS = ['Lettuce', 'Tomato', 'Onion', 'Pickles', 'Cucumbers', 'None'] as const;
export const SIDES = ['Potato Chips', 'Baked Chips', 'Pretzels', 'Chocolate Chip Cookie', 'Dessert Bar', 'Whole Fruit', 'Yogurt', 'Gluten-Free Cookie', 'Gluten-Free Pretzels', 'None'] as const;
export const DRINKS = ['Coca-Cola', 'Diet Coke', 'Sprite', 'Bottled Water', 'Sparkling Water', '2% Milk', 'Chocolate Milk', 'Oat Milk', 'Orange Juice', 'Apple Juice', 'None'] as const;
export const MEAL_PLANS = ['Gold', 'Silver', 'Bronze', '10 Block Plan', '25 Block Plan', '40 Block Plan', '50 Block Plan', '60 Block Plan', '75 Block Plan'] as const;

export const ON_THE_GO_TEXT_MAX_LENGTH = 1000;

export const ON_THE_GO_TEXTS = {
  /** docs/product/forms.md#on-the-go. */
  success: 'Thank you for submitting your food order request!',
  entreeRequired: 'Please choose an entree',
  baseRequired: 'Please choose a base',
  baseForEntree: 'Please choose a base offered for this entree',
  planRequired: 'Please choose your meal plan',
  pickUpRequired: 'Please choose a pick-up time',
  pickUpUnavailable: 'That pick-up time is no longer available. Please choose another.',
  studentIdRequired: 'A student ID is required',
  studentIdCharacters: 'A student ID must only contain letters and numbers',
  choiceUnknown: 'Please choose from the list',
  noneWithOthers: "Choose 'None' alone, or the items you want",
  otherRequired: 'Please tell us which other allergies you have',
  textTooLong: `This answer must be at most ${ON_THE_GO_TEXT_MAX_LENGTH} characters`,
  notOffered: 'This site does not take on-the-go orders.',
} as const;

/** Is `base` made for `entree`? */
export const isBaseFor = (entree: string, base: string): boolean => (ENTREES as readonly string[]).includes(entree) && BASES_BY_ENTREE[entree as Entree].includes(base);

/** Minutes between offered pick-up times. */
export const PICK_UP_STEP_MINUTES = 15;
/** The kitchen's time to make an order: the first pick-up is at least this far ahead. */
export const PICK_UP_LEAD_MINUTES = 30;

/** A pick-up time: a date and a wall-clock minute in the site's zone; `value` is 'YYYY-MM-DDTHH:MM'. */
export interface PickUpTime {
  date: string;
  minute: number;
  value: string;
  label: string;
}

const valueOf = (date: string, minute: number) => `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The pick-up times offered now: every 15 minutes while the location is open today and tomorrow
 * (site time), from 30 minutes ahead, the last 15 minutes before it closes. Hours past midnight
 * count for the day they fall on.
 */
export function pickUpTimes(schedules: readonly Schedule[], now: Date, timeZone: string): PickUpTime[] {
  const { date: today, minute: nowMinute } = localDateTime(now, timeZone);
  const tomorrow = addDays(today, 1);
  const earliest = nowMinute + PICK_UP_LEAD_MINUTES;
  const seen = new Set<string>();
  const times: PickUpTime[] = [];
  // Yesterday's hours may run past midnight into today.
  for (const date of [addDays(today, -1), today, tomorrow]) {
    for (const interval of intervalsOn(schedules, date)) {
      const first = Math.ceil(interval.start / PICK_UP_STEP_MINUTES) * PICK_UP_STEP_MINUTES;
      for (let m = first; m <= interval.end - PICK_UP_STEP_MINUTES; m += PICK_UP_STEP_MINUTES) {
        const day = Math.floor(m / MINUTES_PER_DAY);
        const on = addDays(date, day);
        const minute = m - day * MINUTES_PER_DAY;
        const isToday = on === today;
        if ((!isToday && on !== tomorrow) || (isToday && minute < earliest)) continue;
        const value = valueOf(on, minute);
        if (seen.has(value)) continue;
        seen.add(value);
        times.push({ date: on, minute, value, label: `${isToday ? 'Today' : 'Tomorrow'}, ${formatSlotTime(minute)}` });
      }
    }
  }
  return times.sort((a, b) => a.value.localeCompare(b.value));
}
