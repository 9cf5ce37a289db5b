import { z } from 'zod';
import { get, post } from './route.ts';
import { siteId, slug, storableText } from './primitives.ts';
import { sectionSummary } from './sections.ts';

export const homepageAlert = z.object({
  id: z.number(),
  icon: z.string(),
  message: z.string(),
  use_link: z.boolean(),
  link: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});

export const carouselImage = z.object({
  id: z.number(),
  file_name: z.string(),
  caption: z.string().nullable(),
  caption_color: z.string().nullable(),
  link: z.string().nullable(),
  alt: z.string(),
  event_id: z.number().nullable(),
  special_offer_id: z.number().nullable(),
  location_id: z.number().nullable(),
});

export const socialMedia = z.object({
  youtube: z.string().nullable(),
  facebook: z.string().nullable(),
  x: z.string().nullable(),
  pinterest: z.string().nullable(),
  instagram: z.string().nullable(),
  flickr: z.string().nullable(),
  vimeo: z.string().nullable(),
  tiktok: z.string().nullable(),
  snapchat: z.string().nullable(),
});
export type SocialMedia = z.infer<typeof socialMedia>;

export const siteAddress = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  phone_formatted: z.string().nullable(),
  ext_formatted: z.string().nullable(),
  gmt_offset: z.number(),
  time_zone: z.string(),
  coordinates: z.object({ lat: z.number(), lon: z.number() }).nullable(),
});

export const mobileApp = z
  .object({ ios_url: z.string().nullable(), android_url: z.string().nullable(), app_link: z.string().nullable() })
  .nullable();

export const accessibility = z.object({
  accessibility_link: z.boolean(),
  accessibility_url: z.string().nullable(),
  use_unit_accessibility_link: z.boolean(),
  unit_accessibility_url: z.string().nullable(),
  unit_accessibility_text: z.string().nullable(),
  use_unit_accessibility_statement: z.boolean(),
  unit_accessibility_statement_url: z.string().nullable(),
  unit_accessibility_statement_text: z.string().nullable(),
});
export type Accessibility = z.infer<typeof accessibility>;

/** Feature switches of a site, named as in docs/product/site.md#site-settings. */
export const siteFlags = z.object({
  interim_ui: z.boolean(),
  display_landing_modal: z.boolean(),
  carousel_control: z.boolean(),
  extra_nav: z.boolean(),
  use_script: z.boolean(),
  legacy_menus: z.boolean(),
  display_cal: z.boolean(),
  display_allergens: z.boolean(),
  allergen_filter: z.boolean(),
  avoiding_gluten: z.boolean(),
  pork_icon: z.boolean(),
  sodium_warning: z.boolean(),
  balanced_u_icon: z.boolean(),
  howgood_icons: z.boolean(),
  howgood_icons_new: z.boolean(),
  location_images: z.boolean(),
  doc_pin: z.boolean(),
  events_published: z.boolean(),
  show_on_the_go: z.boolean(),
  prelaunch: z.boolean(),
  recharge: z.boolean(),
  show_map_tile: z.boolean(),
  show_closed_locations: z.boolean(),
  club_eats_week: z.boolean(),
  customer_login: z.boolean(),
  webtrition_search: z.boolean(),
  notifications: z.boolean(),
  allergen_card: z.boolean(),
  meal_plan_subscriptions: z.boolean(),
  coffee_subscription: z.boolean(),
  weekly_mpp_subscriptions: z.boolean(),
  food_insecurity: z.boolean(),
});
export type SiteFlags = z.infer<typeof siteFlags>;

export const site = siteFlags.extend({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  unit_id: z.number().nullable(),
  published: z.boolean(),
  url: z.string().nullable(),
  email: z.string().nullable(),
  display_email: z.boolean(),
  brand_color: z.string(),
  text_color: z.string(),
  site_logo: z.object({ file_name: z.string().nullable(), logo_alt_text: z.string().nullable() }),
  logo_exists: z.boolean(),
  link_to_school: z.boolean(),
  landing_modal_copy: z.string().nullable(),
  landing_modal_filename: z.string().nullable(),
  homepage_alerts: z.array(homepageAlert),
  homepage_images: z.array(carouselImage),
  tiles: z.array(z.string()),
  section_list: z.array(sectionSummary),
  social_media: socialMedia,
  /** Video ids of the YouTube and Vimeo home tiles. */
  youtube_video_id: z.string().nullable(),
  vimeo_video_id: z.string().nullable(),
  address: siteAddress,
  shop_link: z.string().nullable(),
  mobile: mobileApp,
  script_url: z.string().nullable(),
  wcag: z.string(),
  dining_map: z
    .object({ file_name: z.string(), alt_text: z.string(), thumb_name: z.string().nullable(), url: z.string().nullable() })
    .nullable(),
  customer_login_text: z.string().nullable(),
  /** The Food Insecurity tab's resource text (plain text, paragraphs split by blank lines); null when the site has none. */
  food_insecurity_text: z.string().nullable(),
  active_promo_code: z.string().nullable(),
  redirect_url: z.string().nullable(),
  accessibility,
});
export type Site = z.infer<typeof site>;

export const publicSite = z.object({ id: z.number(), slug: z.string(), name: z.string(), redirect_url: z.string().nullable() });
export type PublicSite = z.infer<typeof publicSite>;

export const getPublicSites = get(
  '/v1/sites/public',
  { summary: 'Published sites for the school picker', tag: 'sites' },
  z.object({ sites: z.array(publicSite) }),
);

export const getSiteInfo = get(
  '/v1/sites/{slug}/info',
  { summary: "A published site's settings, sections and branding (slug is case-insensitive)", tag: 'sites', params: z.object({ slug }) },
  z.object({ site }),
);

/**
 * A navigator string, stored as the browser reported it: text PostgreSQL cannot hold is refused, not
 * cleaned. A browser's own navigator never holds such characters, so the report is forged or broken,
 * and the client ignores the answer of this call anyway.
 */
const shortText = (max: number) => storableText('refuse').max(max, `Must be at most ${max} characters.`).optional();

/** What the browser reports about itself once when the layout loads. */
export const navigatorReport = z
  .object({
    app_code_name: shortText(100),
    app_name: shortText(100),
    app_version: shortText(500),
    build_id: shortText(100),
    cookie_enabled: z.boolean().optional(),
    global_privacy_control: z.boolean().optional(),
    hardware_concurrency: z.number().int().min(0).max(4096).optional(),
    platform: shortText(100),
    product: shortText(100),
    product_sub: shortText(100),
    standalone: z.boolean().optional(),
    user_agent: shortText(1000),
    vendor: shortText(200),
    vendor_sub: shortText(100),
    webdriver: z.boolean().optional(),
    webkit: z.boolean().optional(),
  })
  .strict();
export type NavigatorReport = z.infer<typeof navigatorReport>;

export const postUserAgent = post(
  '/v1/sites/user_agent',
  {
    summary: "Record the visitor's browser details (rate limited)",
    tag: 'sites',
    body: z.object({ site_id: siteId, navigator: navigatorReport }).strict(),
  },
  z.object({ status: z.literal('ok') }),
);

export const campus = z.object({ name: z.string(), logo: z.string(), href: z.string() });
export const getLanding = get(
  '/v1/landing',
  { summary: 'How the landing page looks on this host: school picker or multi-campus picker', tag: 'sites' },
  z.object({ campuses: z.array(campus).nullable() }),
);

export const getCampuses = get(
  '/v1/campuses',
  { summary: 'The campuses of the multi-campus page for this host', tag: 'sites' },
  z.object({ campuses: z.array(campus) }),
);
