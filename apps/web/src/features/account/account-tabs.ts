import type { Site } from '@commons/contract';

export type AccountTabKey = 'profile' | 'allergens' | 'food-insecurity' | 'reservations' | 'orders' | 'subscriptions';

export interface AccountTab {
  key: AccountTabKey;
  label: string;
}

/** The query parameter holding the open tab, so a tab can be linked to and survives a reload. */
export const TAB_PARAM = 'tab';

type TabFlags = Pick<Site, 'allergen_card' | 'food_insecurity' | 'meal_plan_subscriptions'> & Partial<Pick<Site, 'coffee_subscription'>>;

/** The account page's tabs (docs/product/accounts.md#account-page), in order; three depend on the site's settings. */
export function accountTabs(site: TabFlags): AccountTab[] {
  const tabs: (AccountTab | false)[] = [
    { key: 'profile', label: 'Profile' },
    site.allergen_card && { key: 'allergens', label: 'Allergens' },
    site.food_insecurity && { key: 'food-insecurity', label: 'Food Insecurity' },
    { key: 'reservations', label: 'Reservations' },
    { key: 'orders', label: 'Orders' },
    // Subscriptions: where the site sells any (meal plan ones or the coffee subscription), so every buyer can cancel.
    (site.meal_plan_subscriptions || site.coffee_subscription === true) && { key: 'subscriptions', label: 'Subscriptions' },
  ];
  return tabs.filter((tab) => tab !== false);
}

/** The tab the address names, or the first (Profile) when it names none this site has. */
export function selectedTab(tabs: readonly AccountTab[], param: string | null): AccountTabKey {
  return tabs.find((tab) => tab.key === param)?.key ?? tabs[0]?.key ?? 'profile';
}
