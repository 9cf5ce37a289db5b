import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * What the menu page journeys share. They run against the demo menus (apps/server/src/seed/menu-plans.ts):
 * Northfield (site 1) serves menus from three days before today to thirteen after; North Tower
 * Dining is closed two days from today; Pinecrest shows one legacy HTML menu.
 */

interface Filter {
  id: number;
  name: string;
  type: string;
}
interface Item {
  id: number;
  name: string;
  filters: number[];
  allergen_info_available: boolean;
  /** Allergen filter ids the item may contain through cross-contact. */
  may_contain: number[];
  calories: number | null;
  /** Concept items only, in mg. */
  sodium: number | null;
}
export interface MenuAnswer {
  closed: boolean;
  menu: {
    date: string;
    periods: { id: number; name: string }[];
    period: { id: number; name: string; categories: { name: string; items: Item[] }[] } | null;
    filters: Filter[];
  };
}

export const NORTHFIELD = 1;
export const FOUNDERS = 3;
export const NORTH_TOWER = 10;
export const MENU_PATH = '/northfield/whats-on-the-menu';
export const LOADING = 'Loading menus for selected location and date';
export const SORRY = "Sorry, we weren't able to find menus for this location for the day you selected.";

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export async function menuOf(request: APIRequestContext, locationId: number, query = ''): Promise<MenuAnswer> {
  const answer = await request.get(`/v1/location/menu?site_id=${NORTHFIELD}&platform=0&location_id=${locationId}${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as MenuAnswer;
}

export const allItems = (answer: MenuAnswer) => answer.menu.period?.categories.flatMap((c) => c.items) ?? [];
export const locationSelect = (page: Page) => page.getByLabel('Select a location');
export const dateInput = (page: Page) => page.getByLabel('Date', { exact: true });
export const itemButton = (page: Page, name: string) => page.getByRole('rowheader', { name }).getByRole('button', { name, exact: true });
export const status = (page: Page) => page.locator('.location-menu__status');

export async function openMenu(page: Page, query = '') {
  await page.goto(`${MENU_PATH}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: "What's on the Menu" })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Meal periods' })).toBeVisible();
}
