import { describe, expect, it } from 'vitest';
import { accountTabs, selectedTab } from './account-tabs.ts';

const all = { allergen_card: true, food_insecurity: true, meal_plan_subscriptions: true };
const none = { allergen_card: false, food_insecurity: false, meal_plan_subscriptions: false };
const labels = (flags: typeof all) => accountTabs(flags).map((tab) => tab.label);

describe('accountTabs', () => {
  it('lists every tab in the spec order when the site enables them all', () => {
    expect(labels(all)).toEqual(['Profile', 'Allergens', 'Food Insecurity', 'Reservations', 'Orders', 'Subscriptions']);
  });

  it('leaves out Allergens, Food Insecurity and Subscriptions each with its own flag', () => {
    expect(labels(none)).toEqual(['Profile', 'Reservations', 'Orders']);
    expect(labels({ ...none, allergen_card: true })).toEqual(['Profile', 'Allergens', 'Reservations', 'Orders']);
    expect(labels({ ...none, food_insecurity: true })).toEqual(['Profile', 'Food Insecurity', 'Reservations', 'Orders']);
    expect(labels({ ...none, meal_plan_subscriptions: true })).toEqual(['Profile', 'Reservations', 'Orders', 'Subscriptions']);
  });

  it('shows Subscriptions where only the coffee subscription is sold, so its buyers can cancel it', () => {
    expect(accountTabs({ ...none, coffee_subscription: true }).map((tab) => tab.label)).toEqual(['Profile', 'Reservations', 'Orders', 'Subscriptions']);
  });
});

describe('selectedTab', () => {
  it('opens the tab the address names, or Profile when it names none the site has', () => {
    expect(selectedTab(accountTabs(all), 'orders')).toBe('orders');
    expect(selectedTab(accountTabs(all), null)).toBe('profile');
    expect(selectedTab(accountTabs(none), 'allergens')).toBe('profile');
    expect(selectedTab(accountTabs(all), 'nonsense')).toBe('profile');
  });
});
