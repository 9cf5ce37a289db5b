import type pg from 'pg';

/** The size of the menu scale data set. */
export const SCALE = {
  timeZone: 'America/New_York',
  sites: 200,
  locationsPerSite: 20,
  days: 30,
  /** Days before today that the data set starts, so "from today" reads find data on both sides. */
  daysBeforeToday: 7,
  periods: ['Breakfast', 'Lunch', 'Dinner'],
  categories: ['Grill', 'Salad Bar', 'Pizza', 'Desserts'],
  itemsPerCategory: 15,
  catalogue: 300,
} as const;

export const ITEMS_PER_PERIOD = SCALE.categories.length * SCALE.itemsPerCategory;

/** Words of item names: every (style, dish) pair once makes a site's 300-item catalogue. */
export const STYLES = ['Grilled', 'Roasted', 'Baked', 'Spicy', 'Crispy', 'Smoked', 'Herbed', 'Braised', 'Steamed', 'Toasted', 'Creamy', 'Garlic'];
export const DISHES = [
  'Chicken', 'Salmon', 'Tofu', 'Beef', 'Turkey', 'Pork', 'Shrimp', 'Cod', 'Lentils', 'Chickpeas', 'Mushrooms', 'Eggplant', 'Quinoa',
  'Rice', 'Pasta', 'Noodles', 'Potatoes', 'Broccoli', 'Cauliflower', 'Squash', 'Tempeh', 'Beans', 'Ham', 'Lamb', 'Polenta',
];
const SIDES = ['Seasonal Vegetables', 'Jasmine Rice', 'Garden Greens', 'Herb Butter', 'Lemon Aioli', 'Sweet Corn', 'Black Beans', 'Roasted Peppers', 'Pickled Onions', 'Toasted Almonds'];
const FILTERS: [string, string][] = [
  ...['Egg', 'Fish', 'Gluten', 'Milk', 'MSG', 'Peanuts', 'Sesame', 'Shellfish - Crustacean', 'Shellfish - Mollusk', 'Soy', 'Tree Nuts', 'Wheat'].map((n): [string, string] => ['allergen', n]),
  ...['Vegan', 'Vegetarian', 'Halal', 'Pork', 'Balanced U', 'Local'].map((n): [string, string] => ['label', n]),
  ...['Good', 'Great', 'Best'].map((n): [string, string] => ['sustainability', n]),
];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(text).join(', ')}]::text[]`;

/**
 * The statements, in order. Everything is set-based: one insert ... select per table. A period's
 * 60 items are 60 distinct catalogue entries (a stride of 7 through the 300, coprime so no
 * repeats) from a start that varies with location, day and period; its four categories take
 * 15 each.
 */
function statements(firstDate: string): [string, string][] {
  const perSite = SCALE.locationsPerSite;
  return [
    ['sites', `insert into sites (slug, name, time_zone, flags)
      select 'scale' || s, 'Scale University ' || s, ${text(SCALE.timeZone)}, '{}'::jsonb from generate_series(1, ${SCALE.sites}) s order by s`],
    ['locations', `insert into locations (site_id, name, sort_order, street, city, state, zip_code, phone, lat, lon)
      select si.id, 'Dining Hall ' || l, l, l || ' College Ave', 'Springfield', 'MA', '01101', '4135550100', '42.1', '-72.5'
      from sites si cross join generate_series(1, ${perSite}) l order by si.id, l`],
    ['menu_filters', `insert into menu_filters (site_id, type, name)
      select si.id, f.type, f.name from sites si cross join (values ${FILTERS.map(([t, n]) => `(${text(t)}, ${text(n)})`).join(', ')}) f(type, name)`],
    ['menu_items', `insert into menu_items (site_id, external_id, name, description, portion, calories, ingredients, allergen_info_available, filter_ids, nutrients, search_text)
      select si.id, 'item-' || i, sd.name, 'Served with ' || sd.side, '1 each', 120 + (i * 37) % 680,
             'Ingredients of ' || sd.name || ': water, salt, oil, spices, ' || sd.side,
             i % 10 <> 0,
             array(select f.id from menu_filters f where f.site_id = si.id and (i * 7 + f.id) % 5 = 0 order by f.id),
             jsonb_build_array(
               jsonb_build_object('name', 'Calories', 'uom', 'kcal', 'value', (120 + (i * 37) % 680)::text, 'value_numeric', 120 + (i * 37) % 680),
               jsonb_build_object('name', 'Total Fat', 'uom', 'g', 'value', (i % 30)::text, 'value_numeric', i % 30),
               jsonb_build_object('name', 'Saturated Fat', 'uom', 'g', 'value', (i % 9)::text, 'value_numeric', i % 9),
               jsonb_build_object('name', 'Cholesterol', 'uom', 'mg', 'value', (i % 90)::text, 'value_numeric', i % 90),
               jsonb_build_object('name', 'Sodium', 'uom', 'mg', 'value', (i * 13 % 900)::text, 'value_numeric', i * 13 % 900),
               jsonb_build_object('name', 'Total Carbohydrate', 'uom', 'g', 'value', (i % 70)::text, 'value_numeric', i % 70),
               jsonb_build_object('name', 'Dietary Fiber', 'uom', 'g', 'value', (i % 8)::text, 'value_numeric', i % 8),
               jsonb_build_object('name', 'Sugars', 'uom', 'g', 'value', (i % 25)::text, 'value_numeric', i % 25),
               jsonb_build_object('name', 'Protein', 'uom', 'g', 'value', (i % 40)::text, 'value_numeric', i % 40)),
             ' ' || lower(sd.name || ' served with ' || sd.side) || ' '
      from sites si cross join generate_series(0, ${SCALE.catalogue - 1}) i
      cross join lateral (select (${textArray(STYLES)})[i % ${STYLES.length} + 1] || ' ' || (${textArray(DISHES)})[i / ${STYLES.length} % ${DISHES.length} + 1] as name,
                                 (${textArray(SIDES)})[i * 7 % ${SIDES.length} + 1] as side) sd
      order by si.id, i`],
    ['menu_periods', `insert into menu_periods (location_id, name, sort_order)
      select lo.id, (${textArray(SCALE.periods)})[p + 1], p from locations lo cross join generate_series(0, ${SCALE.periods.length - 1}) p order by lo.id, p`],
    ['menu_categories', `insert into menu_categories (location_id, name)
      select lo.id, (${textArray(SCALE.categories)})[c + 1] from locations lo cross join generate_series(0, ${SCALE.categories.length - 1}) c order by lo.id, c`],
    ['daily_menus', `insert into daily_menus (location_id, date, closed)
      select lo.id, date '${firstDate}' + d, (lo.sort_order + d) % 30 = 0 from locations lo cross join generate_series(0, ${SCALE.days - 1}) d order by lo.id, d`],
    // Every site's possible periods, once: 300 starts, each with its item ids and its four categories' slices.
    ['(windows)', `create temporary table scale_windows as
      select b.site_id, w.start, w.ids,
             to_jsonb(w.ids[1:15]) as c1, to_jsonb(w.ids[16:30]) as c2, to_jsonb(w.ids[31:45]) as c3, to_jsonb(w.ids[46:60]) as c4
      from (select site_id, min(id) as base from menu_items group by site_id) b
      cross join generate_series(0, ${SCALE.catalogue - 1}) s(start)
      cross join lateral (select s.start, array(select b.base + (s.start + k * 7) % ${SCALE.catalogue} from generate_series(0, ${ITEMS_PER_PERIOD - 1}) k) as ids) w`],
    ['daily_menu_periods', `insert into daily_menu_periods (daily_menu_id, period_id, categories, item_ids)
      select dm.id, p.id,
             jsonb_build_array(
               jsonb_build_object('category_id', c.ids[1], 'sort_order', 0, 'item_ids', w.c1),
               jsonb_build_object('category_id', c.ids[2], 'sort_order', 1, 'item_ids', w.c2),
               jsonb_build_object('category_id', c.ids[3], 'sort_order', 2, 'item_ids', w.c3),
               jsonb_build_object('category_id', c.ids[4], 'sort_order', 3, 'item_ids', w.c4)),
             w.ids
      from daily_menus dm
      join locations lo on lo.id = dm.location_id
      join menu_periods p on p.location_id = dm.location_id
      join (select location_id, array_agg(id order by id) as ids from menu_categories group by location_id) c on c.location_id = dm.location_id
      join scale_windows w on w.site_id = lo.site_id and w.start = (lo.sort_order * 17 + (dm.date - date '${firstDate}') * 29 + p.sort_order * 101) % ${SCALE.catalogue}
      where not dm.closed
      order by dm.id, p.sort_order`],
    ['(analyze)', 'drop table scale_windows; analyze'],
  ];
}

/** Fills an empty, migrated database; prints nothing, returns how long each step took. */
export async function generateMenuScale(client: pg.Client, firstDate: string): Promise<{ step: string; ms: number }[]> {
  const timings: { step: string; ms: number }[] = [];
  for (const [step, statement] of statements(firstDate)) {
    const t0 = performance.now();
    await client.query(statement);
    timings.push({ step, ms: performance.now() - t0 });
    if (step === 'menu_items') await checkCatalogues(client);
  }
  return timings;
}

/** Periods address a site's catalogue as its first id plus an offset: each catalogue must be one run of ids. */
async function checkCatalogues(client: pg.Client): Promise<void> {
  const result = await client.query<{ broken: string }>(
    `select count(*) as broken from (select site_id from menu_items group by site_id having max(id) - min(id) <> count(*) - 1) s`,
  );
  if (Number(result.rows[0]?.broken) > 0) throw new Error('menu items of a site did not get consecutive ids');
}

/** Row counts of the menu tables, to check the data set is the size it should be. */
export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const tables = ['sites', 'locations', 'menu_filters', 'menu_items', 'menu_periods', 'menu_categories', 'daily_menus', 'daily_menu_periods'];
  const result = await client.query<Record<string, string>>(`select ${tables.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(tables.map((t) => [t, Number(row[t] ?? 0)]));
}

/** The counts the scale asks for, given which days are closed ((sort_order + day) % 30 = 0). */
export function expectedRows(): Record<string, number> {
  const locations = SCALE.sites * SCALE.locationsPerSite;
  let openDays = 0;
  for (let l = 1; l <= SCALE.locationsPerSite; l++) for (let d = 0; d < SCALE.days; d++) if ((l + d) % 30 !== 0) openDays++;
  return {
    sites: SCALE.sites,
    locations,
    menu_filters: SCALE.sites * FILTERS.length,
    menu_items: SCALE.sites * SCALE.catalogue,
    menu_periods: locations * SCALE.periods.length,
    menu_categories: locations * SCALE.categories.length,
    daily_menus: locations * SCALE.days,
    daily_menu_periods: SCALE.sites * openDays * SCALE.periods.length,
  };
}
