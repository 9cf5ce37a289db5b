/** The importer's food-safety rules on the real database: label exclusions as data, may_contain, nutrition facts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_LABEL_EXCLUSIONS, groupLabelExclusions } from '@commons/domain';
import type { Db } from '../../../db/client.ts';
import { locations, menuFilters, menuItems, menuLabelExclusions, sites } from '../../../db/schema/index.ts';
import { countRows } from '../../../seed/reset-database.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { formatError } from './import-errors.ts';
import { importMenus } from './import-menus.ts';

let t: TestApp;
let db: Db;
let founders: number;
const siteId = async (slug: string) => (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2025-03-08T15:00:00Z') });
  db = t.database.db;
  founders = (await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Founders Dining Commons')))[0]!.id;
});
afterAll(async () => t.close());

const fileOf = (items: Record<string, unknown>[], site = 'northfield') => ({
  format: 'commons-menus/1',
  site,
  items,
  locations: [{ location_id: founders, periods: ['Lunch'], days: [{ date: '2031-07-01', periods: [{ name: 'Lunch', categories: [{ name: 'Grill', items: items.map((i) => i.id) }] }] }] }],
});

describe('label exclusions as data', () => {
  it('hold the defaults for every site, as the domain states them', async () => {
    const rows = await db.select({ label: menuLabelExclusions.label, allergen: menuLabelExclusions.allergen }).from(menuLabelExclusions).where(isNull(menuLabelExclusions.site_id)).orderBy(asc(menuLabelExclusions.id));
    expect(groupLabelExclusions(rows)).toEqual(DEFAULT_LABEL_EXCLUSIONS);
  });

  it('are written by the migration into a new database, before any seed', async () => {
    const bare = await createTestApp({ today: new Date('2025-03-08T15:00:00Z'), seed: false });
    try {
      const rows = await bare.database.db.select({ site_id: menuLabelExclusions.site_id, label: menuLabelExclusions.label, allergen: menuLabelExclusions.allergen }).from(menuLabelExclusions).orderBy(asc(menuLabelExclusions.id));
      expect(rows.every((r) => r.site_id === null)).toBe(true);
      expect(groupLabelExclusions(rows)).toEqual(DEFAULT_LABEL_EXCLUSIONS);
    } finally {
      await bare.close();
    }
  });

  it("apply a site's own labels to that site only", async () => {
    await db.insert(menuLabelExclusions).values([
      { site_id: await siteId('lakeside'), label: 'Dairy Free', allergen: 'Milk' },
      { site_id: await siteId('lakeside'), label: 'vegan', allergen: 'Sesame' },
    ]);
    const latte = { id: 'fs-latte', name: 'Latte', allergens: ['Milk'], labels: ['Dairy Free'] };
    const tahini = { id: 'fs-tahini', name: 'Tahini Bowl', allergens: ['Sesame'], labels: ['Vegan'] };
    const lakeside = await importMenus(db, { ...fileOf([latte, tahini], 'Lakeside'), locations: [] });
    expect(lakeside.ok ? [] : lakeside.errors.map(formatError)).toEqual([
      "items[0].labels[0]: 'Dairy Free' cannot go with the allergen Milk: this site's 'Dairy Free' excludes Milk",
      "items[1].labels[0]: 'Vegan' cannot go with the allergen Sesame: this site's 'Vegan' excludes Milk, Egg, Fish, Shellfish - Crustacean, Shellfish - Mollusk, Sesame",
    ]);
    expect((await importMenus(db, fileOf([latte, tahini]), { dryRun: true })).ok).toBe(true);
  });

  it("can be added by a file for its site: they apply to the file's own items, are written once and change every menu of the site", async () => {
    const exclusions = [
      { label: 'nut free', allergens: ['Peanuts', 'tree nuts'] },
      { label: 'Vegan', allergens: ['Milk'] },
    ];
    const brittle = { id: 'fs-brittle', name: 'Peanut Brittle', allergens: ['Peanuts'], labels: ['Nut Free'] };
    const refused = await importMenus(db, { ...fileOf([brittle]), label_exclusions: exclusions });
    expect(refused.ok ? [] : refused.errors.map(formatError)).toEqual(["items[0].labels[0]: 'Nut Free' cannot go with the allergen Peanuts: this site's 'nut free' excludes Peanuts, Tree Nuts"]);

    const before = await importMenus(db, fileOf([{ ...brittle, labels: [] }]));
    expect(before.ok).toBe(true);
    const added = await importMenus(db, { ...fileOf([{ ...brittle, labels: [] }]), label_exclusions: exclusions });
    expect(added.ok && added.counts.labelExclusionsCreated).toBe(2);
    expect(added.ok && added.changedLocationIds).toContain(founders);
    const northfield = await siteId('northfield');
    const own = await db.select({ label: menuLabelExclusions.label, allergen: menuLabelExclusions.allergen }).from(menuLabelExclusions).where(eq(menuLabelExclusions.site_id, northfield));
    expect(own).toEqual([
      { label: 'nut free', allergen: 'Peanuts' },
      { label: 'nut free', allergen: 'Tree Nuts' },
    ]);
    const again = await importMenus(db, { ...fileOf([{ ...brittle, labels: [] }]), label_exclusions: exclusions });
    expect(again.ok && [again.counts.labelExclusionsCreated, again.changedLocationIds]).toEqual([0, []]);
  });

  it('declared in a file are checked entry by entry', async () => {
    const result = await importMenus(db, { ...fileOf([]), locations: [], label_exclusions: [{ label: 'Dairy Free', allergens: [] }, { label: '', allergens: ['Dairy'] }, { label: 'Keto', allergens: ['Milk'], note: 'x' }] });
    expect(result.ok ? [] : result.errors.map(formatError)).toEqual([
      'label_exclusions[0].allergens: must list at least 1 entry',
      'label_exclusions[1].label: must not be empty',
      "label_exclusions[1].allergens[0]: 'Dairy' is not one of the allergens: Egg, Fish, Gluten, Milk, MSG, Peanuts, Sesame, Shellfish - Crustacean, Shellfish - Mollusk, Soy, Tree Nuts, Wheat",
      'label_exclusions[2].note: is not a field of the menu format',
    ]);
  });

  it('refuse rows that name no allergen of the list', async () => {
    await expect(db.insert(menuLabelExclusions).values({ site_id: null, label: 'Vegan', allergen: 'Honey' })).rejects.toThrow();
  });
});

describe('a file that breaks many rules at once', () => {
  it('gets every broken rule reported with its path, and nothing written', async () => {
    const before = await countRows(db);
    const result = await importMenus(
      db,
      fileOf([
        { id: 'fs-latte', name: 'Oat Latte', allergens: ['Milk'], labels: ['Vegan', 'Vegetarian'], may_contain: ['Tree Nuts', 'milk'] },
        { id: 'fs-fish', name: 'Fish Tacos', allergens: ['Fish', 'Wheat', 'Gluten'], labels: ['Vegetarian', 'Avoiding Gluten'] },
        {
          id: 'fs-shake',
          name: 'Shake',
          calories: 600,
          allergens: [],
          nutrients: [
            { name: 'Calories', uom: 'kcal', value: '640' },
            { name: 'Total Fat', uom: 'g', value: '10' },
            { name: 'Saturated Fat', uom: 'g', value: '9' },
            { name: 'Trans Fat', uom: 'g', value: '2' },
            { name: 'Sodium', uom: 'g', value: '1.2' },
            { name: 'Total Carbohydrates', uom: 'g', value: '80' },
            { name: 'Total Sugars', uom: 'g', value: '70' },
            { name: 'Added Sugars', uom: 'g', value: '75' },
            { name: 'Dietary Fiber', uom: 'g', value: 'some' },
            { name: 'Total Sugars', uom: 'g', value: '70' },
            { name: 'Cholesterol', uom: 'mg', value: '<1' },
            { name: 'Potassium', uom: 'mg', value: '30000' },
          ],
        },
      ]),
    );
    expect(result.ok ? [] : result.errors.map(formatError)).toEqual([
      "items[0].labels[0]: 'Vegan' cannot go with the allergen Milk: this site's 'Vegan' excludes Milk, Egg, Fish, Shellfish - Crustacean, Shellfish - Mollusk",
      "items[0].may_contain[1]: 'Milk' is also in allergens: a dish that contains an allergen lists it there only",
      "items[1].labels[0]: 'Vegetarian' cannot go with the allergen Fish: this site's 'Vegetarian' excludes Fish, Shellfish - Crustacean, Shellfish - Mollusk",
      "items[1].labels[1]: 'Avoiding Gluten' cannot go with the allergens Wheat, Gluten: this site's 'Avoiding Gluten' excludes Gluten, Wheat",
      "items[2].nutrients[4].uom: 'g' is not the unit of Sodium: FDA labels give it in mg",
      `items[2].nutrients[8].value: 'some' is not an amount: write a number ≥ 0 such as "12" or "0.5", or "<1" as FDA labels do`,
      "items[2].nutrients[9].name: 'Total Sugars' is also listed at nutrients[6]",
      `items[2].nutrients[10].value: '<1' is not how FDA labels declare Cholesterol: write a number, or "<5"`,
      'items[2].nutrients[11].value: 30,000 mg of Potassium in one serving is over the bound of 20,000 mg; check the value and its unit',
      'items[2].nutrients[7].value: Added Sugars (75 g) is more than Total Sugars (70 g)',
      'items[2].nutrients[2].value: Saturated Fat (9 g) and Trans Fat (2 g) add up to more than Total Fat (10 g)',
      "items[2].calories: 600 differs from the Calories nutrient (640 kcal at nutrients[0]); give the same number, or leave calories out to take the nutrient's",
    ]);
    expect(await countRows(db)).toEqual(before);
  });
});

describe('may_contain', () => {
  it('is stored as allergen filter ids beside the allergens, and a change rewrites the item', async () => {
    const fries = { id: 'fs-fries', name: 'Fries', allergens: [], labels: ['Vegan'], may_contain: ['Wheat', 'Milk'] };
    const first = await importMenus(db, fileOf([fries]));
    expect(first.ok).toBe(true);
    const northfield = await siteId('northfield');
    const allergen = new Map((await db.select().from(menuFilters).where(and(eq(menuFilters.site_id, northfield), eq(menuFilters.type, 'allergen')))).map((f) => [f.name, f.id]));
    const [row] = await db.select().from(menuItems).where(and(eq(menuItems.site_id, northfield), eq(menuItems.external_id, 'fs-fries')));
    expect(row?.may_contain_ids).toEqual([allergen.get('Milk'), allergen.get('Wheat')].sort((a = 0, b = 0) => a - b));
    const again = await importMenus(db, fileOf([{ ...fries, may_contain: ['Wheat'] }]));
    expect(again.ok && again.counts.items).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [changed] = await db.select().from(menuItems).where(eq(menuItems.id, row!.id));
    expect(changed?.may_contain_ids).toEqual([allergen.get('Wheat')]);
  });

  it("moves the demo data's cross-contact notes out of the free text", async () => {
    const rows = await db.select({ name: menuItems.name, custom: menuItems.custom_allergens, may: menuItems.may_contain_ids }).from(menuItems);
    expect(rows.filter((r) => /may contain|shared|facility|fryer/i.test(r.custom ?? ''))).toEqual([]);
    expect(rows.filter((r) => r.may.length > 0).map((r) => r.name)).toEqual(expect.arrayContaining(['Hand-Cut Fries', 'Hash Brown Patties', 'Trail Mix', 'Oat Milk Cappuccino']));
  });
});

describe('calories', () => {
  it("are taken from the 'Calories' nutrient when the item gives none", async () => {
    const result = await importMenus(db, fileOf([{ id: 'fs-soup', name: 'Soup', allergens: [], nutrients: [{ name: 'Calories', uom: 'kcal', value: '149.5' }] }]));
    expect(result.ok).toBe(true);
    const [row] = await db.select({ calories: menuItems.calories }).from(menuItems).where(eq(menuItems.external_id, 'fs-soup'));
    expect(row?.calories).toBe(150);
  });
});
