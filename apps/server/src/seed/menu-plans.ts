/**
 * Which demo location serves which periods and stations, and from which dish pool each station
 * draws. Every active location with menus of the two full sites has a plan; buildings have none.
 */
import type { DishPools } from './menu-dish-spec.ts';
import { commonDishes } from './menu-dishes-common.ts';
import { lakesideDishes } from './menu-dishes-lakeside.ts';
import { northfieldDishes } from './menu-dishes-northfield.ts';

/** A station: `count` dishes of `pool`, a different run of them each day. */
export interface CategoryPlan {
  name: string;
  pool: string;
  count: number;
}

export interface PeriodPlan {
  name: string;
  categories: readonly CategoryPlan[];
}

export interface LocationMenuPlan {
  periods: readonly PeriodPlan[];
  /** Day offsets from today on which the location serves nothing (closed: true). */
  closedOn?: readonly number[];
}

export interface SiteMenuPlan {
  dishes: DishPools;
  /** By location name. */
  locations: Record<string, LocationMenuPlan>;
}

/** Menus run from three days before today to thirteen days after. */
export const MENU_DAY_OFFSETS = { from: -3, to: 13 } as const;

const c = (name: string, pool: string, count = 6): CategoryPlan => ({ name, pool, count });
const p = (name: string, ...categories: CategoryPlan[]): PeriodPlan => ({ name, categories });

const hallBreakfast = p('Breakfast', c('Griddle', 'griddle'), c('Eggs & Omelets', 'eggs'), c('Bakery', 'bakery'));

export const northfieldMenuPlan: SiteMenuPlan = {
  dishes: { ...commonDishes, ...northfieldDishes },
  locations: {
    'Founders Dining Commons': {
      periods: [
        hallBreakfast,
        p('Lunch', c('Grill', 'grill', 7), c('Entrées', 'entrees', 7), c('Soups', 'soups'), c('Salad Bar', 'salad'), c('Desserts', 'desserts')),
        p('Dinner', c('Entrées', 'entrees', 7), c('Global Kitchen', 'global'), c('Soups', 'soups'), c('Salad Bar', 'salad'), c('Desserts', 'desserts')),
      ],
    },
    'Founders Grab & Go': { periods: [p('Lunch', c('Sandwiches', 'sandwiches'), c('Snacks', 'snacks'))] },
    'Union Market': { periods: [p('All Day', c('Sandwiches', 'sandwiches'), c('Snacks', 'snacks'), c('Bakery', 'bakery'))] },
    'Union Pizza Co.': { periods: [p('Lunch', c('Pizza', 'pizza')), p('Dinner', c('Pizza', 'pizza', 7))] },
    'Union Sushi Bar': { periods: [p('Lunch', c('Sushi', 'sushi'))] },
    'Blue Door Cafe': { periods: [p('All Day', c('Coffee & Pastries', 'cafe'))] },
    'North Tower Dining': {
      periods: [
        p('Breakfast', c('Griddle', 'griddle'), c('Eggs & Omelets', 'eggs')),
        p('Lunch', c('Stir-Fry', 'global'), c('Soups', 'soups'), c('Salad Bar', 'salad')),
        p('Dinner', c('Stir-Fry', 'global'), c('Entrées', 'entrees'), c('Desserts', 'desserts')),
      ],
      closedOn: [2],
    },
    'Late Night at Maple': { periods: [p('Late Night', c('Grill', 'grill'), c('Breakfast All Night', 'eggs'), c('Snacks', 'snacks'))] },
    'Westside Grill': { periods: [p('Lunch', c('Grill', 'grill', 7), c('Sandwiches', 'sandwiches')), p('Dinner', c('Grill', 'grill', 7), c('Desserts', 'desserts'))] },
  },
};

export const lakesideMenuPlan: SiteMenuPlan = {
  dishes: { ...commonDishes, ...lakesideDishes },
  locations: {
    'Lakeview Dining Hall': {
      periods: [
        hallBreakfast,
        p('Lunch', c('Grill', 'grill', 7), c('Pasta Bar', 'entrees', 7), c('Soups', 'soups'), c('Salad Bar', 'salad'), c('Desserts', 'desserts')),
        p('Dinner', c('Pasta Bar', 'entrees', 7), c('Noodle Bar', 'noodles'), c('Soups', 'soups'), c('Salad Bar', 'salad'), c('Desserts', 'desserts')),
      ],
    },
    'Lakeview Express': { periods: [p('Lunch', c('Bowls', 'bowls'), c('Snacks', 'snacks'))] },
    'Shoreline Salads': { periods: [p('Lunch', c('Salads & Bowls', 'greens')), p('Dinner', c('Salads & Bowls', 'greens'))] },
    'Center Market': { periods: [p('All Day', c('Bowls', 'bowls'), c('Snacks', 'snacks'), c('Bakery', 'bakery'))] },
    'Taqueria del Lago': { periods: [p('Lunch', c('Tacos & Burritos', 'tacos')), p('Dinner', c('Tacos & Burritos', 'tacos'))] },
    'Bean & Leaf Cafe': { periods: [p('All Day', c('Coffee & Tea', 'coffee'), c('Bakery', 'bakery'))] },
    'Boathouse Grill': { periods: [p('Lunch', c('Grill', 'grill', 7), c('Soups', 'soups')), p('Dinner', c('Grill', 'grill', 7), c('Desserts', 'desserts'))] },
    'Night Owl Kitchen': { periods: [p('Late Night', c('Noodles & Rice', 'noodles'), c('Breakfast All Night', 'eggs'))] },
    'Pier Pizza': { periods: [p('Lunch', c('Pizza', 'pizza')), p('Dinner', c('Pizza', 'pizza', 7))] },
  },
};
