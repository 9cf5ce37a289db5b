/** Harbor's pre-launch microsite and Pinecrest's legacy (HTML) menus. */
import { legacyMenus, microsites } from '../db/schema/index.ts';
import { image } from './image-spec.ts';
import type { SeedContext } from './seed-context.ts';

export const micrositeBanner = image('microsite', 'harbor-banner.svg', 'Harbor State campus at dusk', { kind: 'skyline', color: '#00656e', hue: 180, dusk: true }, { width: 1600, height: 600 });

function menuTable(period: string, rows: [string, string, number][]): string {
  const body = rows.map(([station, item, calories]) => `<tr><td>${station}</td><td>${item}</td><td>${calories}</td></tr>`).join('');
  return `<table class="legacy-menu"><caption>${period}</caption><thead><tr><th scope="col">Station</th><th scope="col">Item</th><th scope="col">Calories</th></tr></thead><tbody>${body}</tbody></table>`;
}

export const legacyMenuPeriods: { name: string; html: string }[] = [
  {
    name: 'Breakfast',
    html: menuTable('Breakfast', [
      ['Griddle', 'Buttermilk Pancakes', 420],
      ['Griddle', 'Scrambled Eggs', 180],
      ['Bakery', 'Blueberry Muffin', 390],
      ['Cereal Bar', 'Steel-Cut Oatmeal', 150],
    ]),
  },
  {
    name: 'Lunch',
    html: menuTable('Lunch', [
      ['Grill', 'Bison Burger', 610],
      ['Soup', 'Green Chile Stew', 240],
      ['Deli', 'Turkey Avocado Wrap', 520],
      ['Salad Bar', 'Kale Caesar', 310],
    ]),
  },
  {
    name: 'Dinner',
    html: menuTable('Dinner', [
      ['Entree', 'Herb Roasted Trout', 450],
      ['Entree', 'Mushroom Stroganoff', 480],
      ['Sides', 'Roasted Root Vegetables', 160],
      ['Dessert', 'Apple Crisp', 330],
    ]),
  },
];

export async function seedMicrositeAndLegacyMenus(ctx: SeedContext): Promise<void> {
  const { harbor, pinecrest } = ctx.sites;
  await ctx.db.insert(microsites).values({
    site_id: harbor.id,
    image_file_name: micrositeBanner.file,
    image_default: false,
    tagline: 'A fresh take on campus dining is coming to Harbor State.',
    stats: [
      { id: 1, type: 'opens', date: harbor.clock.iso(30), value: null, title: 'Days until we open' },
      { id: 2, type: 'count', date: null, value: '12', title: 'Dining locations' },
      { id: 3, type: 'count', date: null, value: '40+', title: 'Local farm partners' },
    ],
    section_flags: {
      meal_plans_published: true,
      sample_menus_published: true,
      'about-harbor-dining_published': true,
      'sneak-peek_published': false,
    },
  });
  await ctx.db.insert(legacyMenus).values(
    legacyMenuPeriods.map((period, index) => ({ site_id: pinecrest.id, period_name: period.name, menu_html: period.html, sort_order: index + 1 })),
  );
}
