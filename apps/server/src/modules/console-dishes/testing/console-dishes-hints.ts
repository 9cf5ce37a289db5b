import { searchText } from '@commons/domain';
import type { Db } from '../../../db/client.ts';
import { menuItems } from '../../../db/schema/index.ts';

/** Values by field name, as the fuzz's request builder takes them (test-support/fuzz/schema-arbitrary.ts Hints). */
type Hints = Record<string, readonly unknown[]>;

let n = 0;

/** A dish of the form that breaks no food-safety rule. */
const VALID: Hints = {
  name: ['Walkthrough Lentil Soup'],
  description: ['Red lentils, cumin and lemon.'],
  portion: ['1 cup'],
  calories: [220],
  ingredients: ['Lentils, water, onion, cumin, lemon'],
  allergens: [[]],
  may_contain: [['Wheat']],
  labels: [['Vegan']],
  nutrients: [{ sodium: '480', total_carb: '30', total_sugars: '4', protein: '12' }],
  archived: [true],
};

/**
 * What a call of the dishes area needs to go through once on `siteId`: a dish of its own that no
 * menu serves (so a delete deletes and an edit finds it at version 1), and a valid dish for every
 * field. Shared by the route walk and the fuzz (console-auth/testing/console-route-fixtures.ts).
 */
export async function consoleDishesHints(db: Db, def: { method: string; path: string }, siteId: number): Promise<Hints> {
  if (!def.path.startsWith('/v1/console/sites/{site_id}/dishes')) return {};
  if (!def.path.includes('{dish_id}')) return VALID;
  const name = `Walked Dish ${++n}`;
  const [dish] = await db
    .insert(menuItems)
    .values({ site_id: siteId, external_id: `walked-dish-${n}-${Date.now()}`, name, allergen_info_available: true, search_text: searchText(name) })
    .returning({ id: menuItems.id, version: menuItems.version });
  if (!dish) throw new Error('no dish');
  return { ...VALID, dish_id: [dish.id], version: [dish.version] };
}
