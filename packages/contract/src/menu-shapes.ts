import { z } from 'zod';
import { brand } from './location-shapes.ts';

/** Answer shapes of the menu calls (docs/product/menus.md#items). */
export const menuFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'allergen', 'label' (dietary categories such as Vegan or Pork) or 'sustainability' (HowGood ratings). */
  type: z.string(),
});
export type MenuFilter = z.infer<typeof menuFilter>;

export const nutrient = z.object({
  name: z.string(),
  uom: z.string(),
  value: z.string(),
  value_numeric: z.number().nullable(),
});
export type Nutrient = z.infer<typeof nutrient>;

const conceptValue = z.number().nullable();
/** The fixed nutrient list of concept locations (null on webtrition items). */
export const conceptNutrientFields = {
  fat_calories: conceptValue,
  total_fat: conceptValue,
  saturated_fat: conceptValue,
  trans_fat: conceptValue,
  cholesterol: conceptValue,
  sodium: conceptValue,
  potassium: conceptValue,
  total_carb: conceptValue,
  dietary_fiber: conceptValue,
  sugars: conceptValue,
  protein: conceptValue,
  vitamin_a: conceptValue,
  vitamin_c: conceptValue,
  calcium: conceptValue,
  iron: conceptValue,
};
export const conceptNutrients = z.object(conceptNutrientFields);
export type ConceptNutrientValues = z.infer<typeof conceptNutrients>;

export const menuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string().nullable(),
  portion: z.string().nullable(),
  calories: z.number().nullable(),
  /**
   * Ids of the filters (allergens, labels, ratings) the item carries. A label its own allergens
   * contradict (per the site's label exclusions) is left out, and so is 'Avoiding Gluten' on a
   * site without avoiding_gluten.
   */
  filters: z.array(z.number().int()),
  /** Ids of the allergen filters the item may contain through cross-contact (shared fryer, shared facility). */
  may_contain: z.array(z.number().int()),
  /** False when the operator sent no allergen data: never show the item as free of an allergen. */
  allergen_info_available: z.boolean(),
  nutrients: z.array(nutrient),
  ingredients: z.string().nullable(),
  custom_allergens: z.string().nullable(),
  sort_order: z.number().int(),
  ...conceptNutrientFields,
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  items: z.array(menuItem),
});
export type MenuCategory = z.infer<typeof menuCategory>;

export const periodSummary = z.object({ id: z.number().int(), name: z.string(), sort_order: z.number().int() });
export type PeriodSummary = z.infer<typeof periodSummary>;

export const menuPeriod = periodSummary.extend({ categories: z.array(menuCategory) });
export type MenuPeriod = z.infer<typeof menuPeriod>;

export type Brand = z.infer<typeof brand>;

export const menu = z.object({
  date: z.string(),
  location_id: z.number().int(),
  /** The meal periods served that day, in tab order. */
  periods: z.array(periodSummary),
  /** The selected period (the requested one, else the first) with its categories and items. */
  period: menuPeriod.nullable(),
  /** Every filter the site's items can carry (allergens, labels, ratings), sorted by name; 'Avoiding Gluten' only on a site with avoiding_gluten. */
  filters: z.array(menuFilter),
  /** Concept locations: brands with their external nutrition pages. */
  brands: z.array(brand),
});
export type Menu = z.infer<typeof menu>;

export const searchResult = z.object({
  date: z.string(),
  location_id: z.number().int(),
  period_id: z.number().int(),
  period_name: z.string(),
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SearchResult = z.infer<typeof searchResult>;

export const legacyPeriod = z.object({ name: z.string(), menu: z.string() });
export type LegacyPeriod = z.infer<typeof legacyPeriod>;

export const todaysMenuItem = z.object({ id: z.number().int(), name: z.string(), calories: z.number().nullable() });
export const todaysMenuLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  periods: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      stations: z.array(z.object({ id: z.number().int(), name: z.string(), items: z.array(todaysMenuItem) })),
    }),
  ),
});
export type TodaysMenuLocation = z.infer<typeof todaysMenuLocation>;
