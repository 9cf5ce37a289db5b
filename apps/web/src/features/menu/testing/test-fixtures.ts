import type { LocationSummary, MenuFilter, MenuItem } from '@commons/contract';

/** Small builders for the menu feature's unit tests. */
export function location(id: number, name: string, extra: Partial<LocationSummary> = {}): LocationSummary {
  return {
    id,
    name,
    description: null,
    short_description: null,
    type: 'webtrition',
    active: true,
    show_menus: true,
    show_map: true,
    sort_order: id,
    is_building: false,
    building_id: null,
    building_name: null,
    image: null,
    coordinates: null,
    allergen_filter: true,
    brands: [],
    ...extra,
  };
}

export function item(id: number, name: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    name,
    desc: null,
    portion: '1 cup',
    calories: 200,
    filters: [],
    may_contain: [],
    allergen_info_available: true,
    nutrients: [],
    ingredients: null,
    custom_allergens: null,
    sort_order: 0,
    fat_calories: null,
    total_fat: null,
    saturated_fat: null,
    trans_fat: null,
    cholesterol: null,
    sodium: null,
    potassium: null,
    total_carb: null,
    dietary_fiber: null,
    sugars: null,
    protein: null,
    vitamin_a: null,
    vitamin_c: null,
    calcium: null,
    iron: null,
    ...extra,
  };
}

export const FILTERS: MenuFilter[] = [
  { id: 1, name: 'Milk', type: 'allergen' },
  { id: 2, name: 'Peanuts', type: 'allergen' },
  { id: 10, name: 'Pork', type: 'label' },
  { id: 11, name: 'Balanced U', type: 'label' },
  { id: 12, name: 'Vegan', type: 'label' },
  { id: 20, name: 'Best', type: 'sustainability' },
  { id: 21, name: 'Climate Friendly', type: 'sustainability' },
];
export const FILTERS_BY_ID = new Map(FILTERS.map((f) => [f.id, f]));
