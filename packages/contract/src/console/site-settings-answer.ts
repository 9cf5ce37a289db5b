import { z } from 'zod';
import { SOCIAL_NETWORK_NAMES } from './site-settings.ts';

/**
 * A site's settings as the console shows them: the groups of site-settings.ts with the values as
 * stored (a group's save answers them all again, with the new version).
 */
const text = z.string().nullable();
const flags = <const N extends string>(names: readonly N[]) => z.object(Object.fromEntries(names.map((name) => [name, z.boolean()])) as Record<N, z.ZodBoolean>);

/** How a site shows to the public: 'published', 'pre_launch' (published, showing its microsite) or 'unpublished' ('Invalid site.'). */
export const SITE_STATUSES = ['published', 'pre_launch', 'unpublished'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export const siteSettings = z.object({
  identity: z.object({
    name: z.string(),
    slug: z.string(),
    url: text,
    email: text,
    display_email: z.boolean(),
    forms_email: text,
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip_code: z.string() }).nullable(),
    phone: text,
    phone_ext: text,
    coordinates: z.object({ lat: z.number(), lon: z.number() }).nullable(),
    time_zone: z.string(),
  }),
  branding: z.object({ brand_color: z.string(), text_color: z.string(), logo_alt_text: text, link_to_school: z.boolean(), interim_ui: z.boolean(), extra_nav: z.boolean() }),
  home: z.object({
    tiles: z.array(z.string()),
    display_landing_modal: z.boolean(),
    landing_modal_copy: text,
    carousel_control: z.boolean(),
    club_eats_week: z.boolean(),
    show_map_tile: z.boolean(),
    show_closed_locations: z.boolean(),
    youtube_video_id: text,
    vimeo_video_id: text,
    dining_map_alt_text: text,
    dining_map_url: text,
  }),
  menus: flags(['display_cal', 'display_allergens', 'allergen_filter', 'avoiding_gluten', 'pork_icon', 'sodium_warning', 'balanced_u_icon', 'howgood_icons', 'howgood_icons_new', 'legacy_menus', 'webtrition_search', 'location_images']),
  features: flags(['customer_login', 'allergen_card', 'food_insecurity', 'meal_plan_subscriptions', 'coffee_subscription', 'weekly_mpp_subscriptions', 'notifications', 'recharge', 'show_on_the_go']).extend({
    customer_login_text: text,
    food_insecurity_text: text,
  }),
  social: z.object(Object.fromEntries(SOCIAL_NETWORK_NAMES.map((name) => [name, text])) as Record<(typeof SOCIAL_NETWORK_NAMES)[number], typeof text>),
  footer: z.object({
    accessibility_link: z.boolean(),
    accessibility_url: text,
    use_unit_accessibility_link: z.boolean(),
    unit_accessibility_url: text,
    unit_accessibility_text: text,
    use_unit_accessibility_statement: z.boolean(),
    unit_accessibility_statement_url: text,
    unit_accessibility_statement_text: text,
    events_published: z.boolean(),
    mobile_ios_url: text,
    mobile_android_url: text,
    mobile_app_link: text,
  }),
  shop_and_script: z.object({ shop_link: text, use_script: z.boolean(), script_url: text }),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** Who saved a site last and when (ISO 8601), from its audit trail; null before any console save. */
export const lastChange = z.object({ by: z.string().nullable(), at: z.string() }).nullable();

/** A site as the console lists it, with the version its next save must name. */
export const consoleSiteSummary = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: z.enum(SITE_STATUSES), version: z.number().int() });
export type ConsoleSiteSummary = z.infer<typeof consoleSiteSummary>;

/** An uploaded picture as the public pages show it: its file's name and where it is served. */
const shownPicture = z.object({ file_name: z.string(), url: z.string() }).nullable();
/** The site's uploaded pictures (null: none; the welcome dialog then shows the default picture). */
export const sitePictures = z.object({ logo: shownPicture, landing_modal: shownPicture, dining_map: shownPicture });

/** The answer of the settings calls: the site, its settings in groups, its pictures, and who changed it last. */
export const siteSettingsAnswer = z.object({ site: consoleSiteSummary, settings: siteSettings, pictures: sitePictures, last_change: lastChange });
export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswer>;
