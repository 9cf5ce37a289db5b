import type { SiteFlags } from '@commons/contract';
import type { Accessibility } from '@commons/contract';

/** Every switch off; each site spreads this and turns on its own, so every flag is stored explicitly. */
export const allFlagsOff: SiteFlags = {
  interim_ui: false,
  display_landing_modal: false,
  carousel_control: false,
  extra_nav: false,
  use_script: false,
  legacy_menus: false,
  display_cal: false,
  display_allergens: false,
  allergen_filter: false,
  avoiding_gluten: false,
  pork_icon: false,
  sodium_warning: false,
  balanced_u_icon: false,
  howgood_icons: false,
  howgood_icons_new: false,
  location_images: false,
  doc_pin: false,
  events_published: false,
  show_on_the_go: false,
  prelaunch: false,
  recharge: false,
  show_map_tile: false,
  show_closed_locations: false,
  club_eats_week: false,
  customer_login: false,
  webtrition_search: false,
  notifications: false,
  allergen_card: false,
  meal_plan_subscriptions: false,
  coffee_subscription: false,
  weekly_mpp_subscriptions: false,
  food_insecurity: false,
};

export const flags = (on: Partial<SiteFlags>): SiteFlags => ({ ...allFlagsOff, ...on });

export const noAccessibilityLinks: Accessibility = {
  accessibility_link: false,
  accessibility_url: null,
  use_unit_accessibility_link: false,
  unit_accessibility_url: null,
  unit_accessibility_text: null,
  use_unit_accessibility_statement: false,
  unit_accessibility_statement_url: null,
  unit_accessibility_statement_text: null,
};

const networks = ['youtube', 'facebook', 'x', 'pinterest', 'instagram', 'flickr', 'vimeo', 'tiktok', 'snapchat'] as const;
export type Network = (typeof networks)[number];

/** All nine networks present, null where the site has no handle. */
export function socialHandles(handles: Partial<Record<Network, string>>): Record<Network, string | null> {
  const out = {} as Record<Network, string | null>;
  for (const network of networks) out[network] = handles[network] ?? null;
  return out;
}
