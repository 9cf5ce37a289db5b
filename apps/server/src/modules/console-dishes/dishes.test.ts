import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES as M, DISH_MESSAGES as D, SITE_FIELD_MESSAGES as F, type DishAnswer, type DishListAnswer, type DishRemovedAnswer } from '@commons/contract/console';
import { auditEvents, dailyMenuPeriods, dailyMenus, locations, menuItems } from '../../db/schema/index.ts';
import type { ConsoleBrowser } from '../console-auth/testing/console-test-kit.ts';
import { AT_2_05_PM, fieldErrorsOf, lastAuditOf, sitesKit, type SitesKit } from '../console-sites/testing/console-sites-kit.ts';

/** docs/product/console.md#dishes: a site's catalogue, saved through the importer's food-safety rules, audited and on the public menu at once. */
let k: SitesKit;
let editor: ConsoleBrowser;
let kitchen: ConsoleBrowser;
let desk: ConsoleBrowser;
/** A Northfield dish a menu serves: where and when. */
let served = { id: 0, locationId: 0, date: '', periodId: 0 };

beforeAll(async () => {
  k = await sitesKit();
  [editor, kitchen, desk] = await Promise.all([k.as('editor'), k.as('location_manager'), k.as('service_desk')]);
  const [row] = await k.db
    .select({ item_ids: dailyMenuPeriods.item_ids, period_id: dailyMenuPeriods.period_id, date: dailyMenus.date, location_id: dailyMenus.location_id })
    .from(dailyMenuPeriods)
    .innerJoin(dailyMenus, eq(dailyMenus.id, dailyMenuPeriods.daily_menu_id))
    .innerJoin(locations, eq(locations.id, dailyMenus.location_id))
    .where(and(eq(locations.site_id, k.northfield), sql`cardinality(${dailyMenuPeriods.item_ids}) > 0`))
    .limit(1);
  if (!row?.item_ids[0]) throw new Error('The demo has no Northfield menu.');
  served = { id: row.item_ids[0], locationId: row.location_id, date: row.date, periodId: row.period_id };
});
afterAll(async () => k.t.close());
beforeEach(() => k.setNow(AT_2_05_PM));

const base = (siteId = k.northfield) => `/v1/console/sites/${siteId}/dishes`;
const auditCount = async () => (await k.db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0;
const read = async (id: number, by = editor): Promise<DishAnswer> => {
  const response = await by.get(`${base()}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DishAnswer>();
};
const list = async (query = '', by = editor): Promise<DishListAnswer> => {
  const response = await by.get(`${base()}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DishListAnswer>();
};
/** A dish that breaks no rule. */
const soup = (changes: Record<string, unknown> = {}) => ({
  name: 'Test Lentil Soup',
  description: 'Red lentils and lemon.',
  portion: '1 cup',
  calories: 220,
  ingredients: 'Lentils, water, lemon',
  allergens: [],
  may_contain: ['Wheat'],
  labels: ['Vegan'],
  nutrients: { sodium: '480', total_carb: '30', total_sugars: '4', protein: '12' },
  ...changes,
});
const create = async (changes: Record<string, unknown> = {}) => {
  const response = await editor.send('POST', base(), soup(changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DishAnswer>().dish;
};
/** The form as read, changed by `changes`, at the version read. */
const formOf = ({ dish }: DishAnswer, changes: Record<string, unknown> = {}) => ({
  name: dish.name,
  description: dish.description,
  portion: dish.portion,
  calories: dish.calories,
  ingredients: dish.ingredients,
  allergens: dish.allergens,
  may_contain: dish.may_contain,
  labels: dish.labels,
  nutrients: dish.nutrients,
  version: dish.version,
  ...changes,
});
/** The public menu's item, as a student's browser gets it. */
async function publicItem(id: number): Promise<{ calories: number | null } | undefined> {
  const query = new URLSearchParams({ site_id: String(k.northfield), location_id: String(served.locationId), date: served.date, period_id: String(served.periodId) });
  const response = await k.t.app.inject({ method: 'GET', url: `/v1/location/menu?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const categories = response.json<{ menu: { period: { categories: { items: { id: number; calories: number | null }[] }[] } } }>().menu.period.categories;
  return categories.flatMap((category) => category.items).find((item) => item.id === id);
}

describe('the catalogue', () => {
  it('lists the site’s dishes in name order, a page at a time, searched by words', async () => {
    const first = await list();
    expect(first.dishes.length).toBeGreaterThan(0);
    const names = first.dishes.map((dish) => dish.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect(first.vocabulary.allergens).toContain('Milk');
    expect(first.vocabulary.labels).toContain('Vegan');
    if (first.next) {
      const second = await list(`?after_name=${encodeURIComponent(first.next.after_name)}&after_id=${first.next.after_id}`);
      expect(second.dishes[0]?.id).not.toBe(first.dishes[0]?.id);
      expect(second.dishes.some((dish) => first.dishes.some((seen) => seen.id === dish.id))).toBe(false);
    }
    const made = await create({ name: 'Test Zucchini Fritters' });
    expect((await list('?q=zucchini fritt')).dishes.map((dish) => dish.id)).toEqual([made.id]);
  });

  it('is refused to other sites’ staff, to location managers and the service desk, with nothing written', async () => {
    const before = await auditCount();
    for (const [by, siteId] of [[editor, k.lakeside], [kitchen, k.northfield], [desk, k.northfield]] as const) {
      const response = await by.send('POST', base(siteId), soup());
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { status: 'error', msg: M.notAllowed } });
    }
    expect(await auditCount()).toBe(before);
  });

  it('answers a 404 for a dish of another site', async () => {
    const [other] = await k.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.site_id, k.lakeside)).limit(1);
    if (!other) return;
    expect((await editor.get(`${base()}/${other.id}`)).statusCode).toBe(404);
  });
});

describe('saving', () => {
  it('creates a dish with one audit event; the form reads back what was saved', async () => {
    const before = await auditCount();
    const dish = await create();
    expect(dish).toMatchObject({ name: 'Test Lentil Soup', calories: 220, allergens: [], may_contain: ['Wheat'], labels: ['Vegan'], archived: false, on_menus: false, version: 1 });
    expect(dish.nutrients).toMatchObject({ sodium: '480', total_carb: '30', protein: '12', total_fat: null });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAuditOf(k.db, 'dish')).toMatchObject({ entity_id: String(dish.id), action: 'create', site_id: k.northfield });
  });

  it('an edit of a served dish’s calories shows on the public menu at once, and can be put back', async () => {
    const read1 = await read(served.id);
    const was = read1.dish.calories;
    expect((await publicItem(served.id))?.calories).toBe(was); // kept now: the save must drop it
    const response = await editor.send('PUT', `${base()}/${served.id}`, formOf(read1, { calories: 777 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DishAnswer>().dish).toMatchObject({ calories: 777, version: read1.dish.version + 1, on_menus: true });
    expect((await publicItem(served.id))?.calories).toBe(777);
    expect(await lastAuditOf(k.db, 'dish')).toMatchObject({ entity_id: String(served.id), action: 'update' });
    const back = await editor.send('PUT', `${base()}/${served.id}`, formOf(await read(served.id), { calories: was }));
    expect(back.statusCode, back.body).toBe(200);
    expect((await publicItem(served.id))?.calories).toBe(was);
  });

  it('a save over a newer one is a 409 that names who made it', async () => {
    const dish = await create();
    const first = await read(dish.id);
    expect((await editor.send('PUT', `${base()}/${dish.id}`, formOf(first, { portion: '2 cups' }))).statusCode).toBe(200);
    const response = await editor.send('PUT', `${base()}/${dish.id}`, formOf(first, { portion: '3 cups' }));
    expect(response.statusCode).toBe(409);
    expect(fieldErrorsOf(response).version).toMatch(/changed this dish at/);
  });
});

describe('the food-safety rules', () => {
  const refused = async (changes: Record<string, unknown>) => {
    const before = await auditCount();
    const response = await editor.send('POST', base(), soup(changes));
    expect(response.statusCode, response.body).toBe(400);
    expect(await auditCount()).toBe(before);
    return fieldErrorsOf(response);
  };

  it('refuses a Vegan dish with Milk, naming the labels', async () => {
    expect((await refused({ allergens: ['Milk'], labels: ['Vegan'] })).labels).toMatch(/'Vegan' cannot go with the allergen Milk/);
  });

  it('refuses a may-contain allergen the dish contains', async () => {
    expect((await refused({ allergens: ['Wheat'], labels: [], may_contain: ['Wheat'] })).may_contain).toMatch(/'Wheat' is also in allergens/);
  });

  it('refuses sugars above carbohydrates, naming the sugars', async () => {
    expect((await refused({ nutrients: { total_carb: '10', total_sugars: '12' } }))['nutrients.total_sugars']).toMatch(/Total Sugars \(12 g\) is more than Total Carbohydrates \(10 g\)/);
  });

  it('refuses negative sodium and an amount out of bounds', async () => {
    expect((await refused({ nutrients: { sodium: '-5' } }))['nutrients.sodium']).toMatch(/'-5' is not an amount/);
    expect((await refused({ nutrients: { sodium: '250000' } }))['nutrients.sodium']).toMatch(/over the bound/);
    expect((await refused({ nutrients: { total_fat: '<1' } }))['nutrients.total_fat']).toMatch(/not how FDA labels declare Total Fat/);
  });

  it('refuses unrounded and out-of-bound calories', async () => {
    expect((await refused({ calories: 220.5 })).calories).toBe(D.calories);
    expect((await refused({ calories: 9000 })).calories).toMatch(/over the bound/);
  });
});

describe('refused input', () => {
  const refused = async (body: unknown) => {
    const before = await auditCount();
    const response = await editor.send('POST', base(), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(await auditCount()).toBe(before);
    return fieldErrorsOf(response);
  };

  it('missing fields', async () => {
    expect(Object.keys(await refused({}))).toEqual(expect.arrayContaining(['name', 'calories', 'allergens', 'may_contain', 'labels', 'nutrients']));
    expect((await refused(soup({ name: '  ' }))).name).toBe(D.nameNeeded);
  });

  it('malformed values', async () => {
    expect((await refused(soup({ allergens: ['Peanut butter'] })))['allergens.0']).toBe(D.allergen);
    expect((await refused(soup({ calories: '220' }))).calories).toBe(D.calories);
    expect((await refused(soup({ nutrients: { sodium: 480 } })))['nutrients.sodium']).toBe(D.nutrient);
    expect((await refused(soup({ labels: ['Vegan', 'vegan'] }))).labels).toBe(D.repeated);
  });

  it('oversized and hostile input', async () => {
    expect((await refused(soup({ name: 'x'.repeat(201) }))).name).toBe(F.tooLong(200));
    expect((await refused(soup({ nutrients: { sodium: '1'.repeat(21) } })))['nutrients.sodium']).toBe(F.tooLong(20));
    expect((await refused(soup({ labels: Array.from({ length: 31 }, (_, i) => `Label ${i}`) }))).labels).toBe(D.tooManyLabels);
    await refused(soup({ name: 'Soup\u0000' }));
    await refused(soup({ name: 'Soup\nof the day' }));
    await refused(soup({ nutrients: { vitamin_q: '1' } }));
    await refused(soup({ site_id: k.lakeside }));
    await refused([]);
  });
});

describe('archiving and deleting', () => {
  it('deletes a dish no menu served', async () => {
    const dish = await create();
    const response = await editor.send('DELETE', `${base()}/${dish.id}`, { version: dish.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DishRemovedAnswer>()).toMatchObject({ outcome: 'deleted', message: D.deleted });
    expect((await editor.get(`${base()}/${dish.id}`)).statusCode).toBe(404);
    expect(await lastAuditOf(k.db, 'dish')).toMatchObject({ entity_id: String(dish.id), action: 'delete' });
  });

  it('archives a served dish instead of deleting it, saying so; it leaves the list, stays on past menus, and comes back', async () => {
    const { dish } = await read(served.id);
    const response = await editor.send('DELETE', `${base()}/${served.id}`, { version: dish.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DishRemovedAnswer>()).toMatchObject({ outcome: 'archived', message: D.archivedInstead, dish: { archived: true } });
    expect(await lastAuditOf(k.db, 'dish')).toMatchObject({ entity_id: String(served.id), action: 'archive' });
    expect(await publicItem(served.id)).toBeDefined();
    expect((await list('?show=active')).dishes.some((d) => d.id === served.id)).toBe(false);
    const archived = await read(served.id);
    const edit = await editor.send('PUT', `${base()}/${served.id}`, formOf(archived));
    expect(edit.statusCode).toBe(400);
    const back = await editor.send('PUT', `${base()}/${served.id}/archived`, { archived: false, version: archived.dish.version });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<DishAnswer>().dish.archived).toBe(false);
    expect(await lastAuditOf(k.db, 'dish')).toMatchObject({ entity_id: String(served.id), action: 'unarchive' });
  });
});
