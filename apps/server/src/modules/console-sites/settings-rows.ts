import { SOCIAL_NETWORK_NAMES, type SettingsBody, type SettingsGroup, type SiteSettings, type SiteStatus } from '@commons/contract/console';
import { sanitizeSiteHtml } from '../../platform/html/index.ts';
import type { SitePatch, SiteRow } from './sites-admin.repo.ts';

/**
 * Where each setting lives in a site's row (docs/product/console.md#site-settings): columns, and the
 * `flags`, `accessibility` and `social_media` jsonb, as the public answer (sites/site-answer.ts)
 * reads them. A group's save changes its own settings and keeps every other key of a jsonb column.
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: string | null): number | null => (value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value));
const isOn = (row: SiteRow, name: string) => row.flags[name] === true;

/** A site's status, from `published` and the `prelaunch` flag as the public pages read them. */
export const statusOf = (row: Pick<SiteRow, 'published' | 'flags'>): SiteStatus => (!row.published ? 'unpublished' : row.flags['prelaunch'] === true ? 'pre_launch' : 'published');

/** The row's `published` and `flags` for a status. */
export const statusPatch = (row: SiteRow, status: SiteStatus): SitePatch => ({ published: status !== 'unpublished', flags: { ...row.flags, prelaunch: status === 'pre_launch' } });

const MENU_FLAGS = ['display_cal', 'display_allergens', 'allergen_filter', 'avoiding_gluten', 'pork_icon', 'sodium_warning', 'balanced_u_icon', 'howgood_icons', 'howgood_icons_new', 'legacy_menus', 'webtrition_search', 'location_images'] as const;
const FEATURE_FLAGS = ['customer_login', 'allergen_card', 'food_insecurity', 'meal_plan_subscriptions', 'coffee_subscription', 'weekly_mpp_subscriptions', 'notifications', 'recharge', 'show_on_the_go'] as const;
const flagsOf = <N extends string>(row: SiteRow, names: readonly N[]) => Object.fromEntries(names.map((name) => [name, isOn(row, name)])) as Record<N, boolean>;
const pick = <N extends string>(values: Record<N, boolean>, names: readonly N[]) => Object.fromEntries(names.map((name) => [name, values[name]])) as Record<N, boolean>;

/** Every setting of a site, in the console's groups. */
export function settingsOf(row: SiteRow): SiteSettings {
  const a = row.accessibility;
  const lat = num(row.lat);
  const lon = num(row.lon);
  return {
    identity: {
      name: row.name,
      slug: row.slug,
      url: row.url,
      email: row.email,
      display_email: row.display_email,
      forms_email: row.forms_email,
      address: row.street && row.city && row.state && row.zip_code ? { street: row.street, city: row.city, state: row.state, zip_code: row.zip_code } : null,
      phone: row.phone,
      phone_ext: row.phone_ext,
      coordinates: lat !== null && lon !== null ? { lat, lon } : null,
      time_zone: row.time_zone,
    },
    branding: { brand_color: row.brand_color, text_color: row.text_color, logo_alt_text: row.logo_alt_text, link_to_school: row.link_to_school, interim_ui: isOn(row, 'interim_ui'), extra_nav: isOn(row, 'extra_nav') },
    home: {
      tiles: row.tiles,
      display_landing_modal: isOn(row, 'display_landing_modal'),
      landing_modal_copy: row.landing_modal_copy,
      carousel_control: isOn(row, 'carousel_control'),
      club_eats_week: isOn(row, 'club_eats_week'),
      show_map_tile: isOn(row, 'show_map_tile'),
      show_closed_locations: isOn(row, 'show_closed_locations'),
      youtube_video_id: text(row.youtube_video_id),
      vimeo_video_id: text(row.vimeo_video_id),
      dining_map_alt_text: row.dining_map?.alt_text ?? null,
      dining_map_url: row.dining_map?.url ?? null,
    },
    menus: flagsOf(row, MENU_FLAGS),
    features: { ...flagsOf(row, FEATURE_FLAGS), customer_login_text: row.customer_login_text, food_insecurity_text: row.food_insecurity_text },
    social: Object.fromEntries(SOCIAL_NETWORK_NAMES.map((name) => [name, text(row.social_media[name])])) as SiteSettings['social'],
    footer: {
      accessibility_link: a.accessibility_link === true,
      accessibility_url: text(a.accessibility_url),
      use_unit_accessibility_link: a.use_unit_accessibility_link === true,
      unit_accessibility_url: text(a.unit_accessibility_url),
      unit_accessibility_text: text(a.unit_accessibility_text),
      use_unit_accessibility_statement: a.use_unit_accessibility_statement === true,
      unit_accessibility_statement_url: text(a.unit_accessibility_statement_url),
      unit_accessibility_statement_text: text(a.unit_accessibility_statement_text),
      events_published: isOn(row, 'events_published'),
      mobile_ios_url: row.mobile_ios_url,
      mobile_android_url: row.mobile_android_url,
      mobile_app_link: row.mobile_app_link,
    },
    shop_and_script: { shop_link: row.shop_link, use_script: isOn(row, 'use_script'), script_url: row.script_url },
  };
}

/** The dining map with new text and link, its picture kept; none at all when it has neither picture nor text. */
function diningMapText(row: SiteRow, alt_text: string | null, url: string | null): SiteRow['dining_map'] {
  const map = { file_name: null, thumb_name: null, ...row.dining_map, alt_text, url };
  return map.file_name === null && alt_text === null && url === null ? null : map;
}

type Patchers = { [G in SettingsGroup]: (body: SettingsBody<G>, row: SiteRow) => SitePatch };

/** What each group's save writes into the row. */
const patchers: Patchers = {
  identity: (b) => ({
    name: b.name,
    slug: b.slug,
    url: b.url,
    email: b.email,
    display_email: b.display_email,
    forms_email: b.forms_email,
    street: b.address?.street ?? null,
    city: b.address?.city ?? null,
    state: b.address?.state ?? null,
    zip_code: b.address?.zip_code ?? null,
    phone: b.phone,
    phone_ext: b.phone_ext,
    lat: b.coordinates === null ? null : String(b.coordinates.lat),
    lon: b.coordinates === null ? null : String(b.coordinates.lon),
    time_zone: b.time_zone,
  }),
  branding: (b, row) => ({
    brand_color: b.brand_color,
    text_color: b.text_color,
    logo_alt_text: b.logo_alt_text,
    link_to_school: b.link_to_school,
    flags: { ...row.flags, interim_ui: b.interim_ui, extra_nav: b.extra_nav },
  }),
  home: (b, row) => ({
    tiles: b.tiles,
    landing_modal_copy: b.landing_modal_copy === null ? null : sanitizeSiteHtml(b.landing_modal_copy) || null,
    youtube_video_id: b.youtube_video_id,
    vimeo_video_id: b.vimeo_video_id,
    dining_map: diningMapText(row, b.dining_map_alt_text, b.dining_map_url),
    flags: {
      ...row.flags,
      display_landing_modal: b.display_landing_modal,
      carousel_control: b.carousel_control,
      club_eats_week: b.club_eats_week,
      show_map_tile: b.show_map_tile,
      show_closed_locations: b.show_closed_locations,
    },
  }),
  menus: (b, row) => ({ flags: { ...row.flags, ...pick(b, MENU_FLAGS) } }),
  features: (b, row) => ({ customer_login_text: b.customer_login_text, food_insecurity_text: b.food_insecurity_text, flags: { ...row.flags, ...pick(b, FEATURE_FLAGS) } }),
  social: (b, row) => ({ social_media: { ...row.social_media, ...Object.fromEntries(SOCIAL_NETWORK_NAMES.map((name) => [name, b[name]])) } }),
  footer: (b, row) => ({
    accessibility: {
      ...row.accessibility,
      accessibility_link: b.accessibility_link,
      accessibility_url: b.accessibility_url,
      use_unit_accessibility_link: b.use_unit_accessibility_link,
      unit_accessibility_url: b.unit_accessibility_url,
      unit_accessibility_text: b.unit_accessibility_text,
      use_unit_accessibility_statement: b.use_unit_accessibility_statement,
      unit_accessibility_statement_url: b.unit_accessibility_statement_url,
      unit_accessibility_statement_text: b.unit_accessibility_statement_text,
    },
    mobile_ios_url: b.mobile_ios_url,
    mobile_android_url: b.mobile_android_url,
    mobile_app_link: b.mobile_app_link,
    flags: { ...row.flags, events_published: b.events_published },
  }),
  shop_and_script: (b, row) => ({ shop_link: b.shop_link, script_url: b.script_url, flags: { ...row.flags, use_script: b.use_script } }),
};

/** The row's new values for a group's save (its `version` is the save's check, not a value). */
export function settingsPatch<G extends SettingsGroup>(group: G, body: SettingsBody<G>, row: SiteRow): SitePatch {
  return patchers[group](body, row);
}
