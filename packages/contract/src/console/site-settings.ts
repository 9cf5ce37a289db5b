import { z } from 'zod';
import { AA_NORMAL_TEXT, contrastRatio } from '@commons/domain';
import { address, city, state, zip } from '../customers.ts';
import {
  contrastMessage,
  hexColor,
  lineOf,
  optionalEmail,
  optionalHttpsAddress,
  optionalLineOf,
  optionalLinkTarget,
  optionalPhone,
  optionalTextOf,
  optionalWebAddress,
  rowVersion,
  siteSlug,
  socialHandle,
  timeZone,
  videoId,
} from './site-fields.ts';

/**
 * A site's settings as the console edits them (docs/product/console.md#site-settings): every setting
 * the public pages read, in groups, each group saved on its own with the site's `version`. Each
 * group has its body (what a save sends), its answer (what the console shows) and its help texts.
 */

/** The home page's tiles by the name a site lists, with the title the page shows (docs/product/site.md#tiles). */
export const SITE_TILES = {
  carousel: 'Carousel',
  whats_open: "What's Open?",
  hours: 'Hours of Operation',
  todays_menu: "Today's Menu",
  news: 'News',
  map: 'Dining Map',
  survey: 'Survey',
  recharge: 'Recharge Your Card',
  declining_balance: 'Declining Balance',
  facebook: 'Facebook',
  youtube: "What's on YouTube",
  vimeo: "What's on Vimeo",
} as const;
export type SiteTile = keyof typeof SITE_TILES;
const TILE_NAMES = Object.keys(SITE_TILES) as [SiteTile, ...SiteTile[]];

export const SETTINGS_MESSAGES = {
  siteName: 'Enter the site’s name.',
  nameCharacters: 'A name must not contain < or >.',
  addressIncomplete: 'Enter the street, city, state and zip code.',
  extension: 'An extension is 1 to 6 digits.',
  latitude: 'A latitude is between -90 and 90.',
  longitude: 'A longitude is between -180 and 180.',
  unknownTile: `Choose tiles from: ${TILE_NAMES.join(', ')}.`,
  repeatedTile: 'Each tile may be chosen once.',
  modalCopyNeeded: 'Write the landing modal’s text, or turn the modal off.',
  linkNeeded: 'Enter the link’s address, or turn the link off.',
  scriptNeeded: 'Enter the script’s https:// address, or turn the script off.',
} as const;
const S = SETTINGS_MESSAGES;

const flag = z.boolean({ error: 'Must be true or false.' });
/** A z.object of booleans, one per name. */
const flagsOf = <const N extends string>(names: readonly N[]) => Object.fromEntries(names.map((name) => [name, flag])) as Record<N, typeof flag>;

/** The site's name: one line, no markup characters (it reaches page titles and mail subjects). */
export const siteName = lineOf(120, S.siteName).refine((name) => !/[<>]/.test(name), S.nameCharacters);

/** A postal address: street, city, state (code or name, kept as its code) and 5-digit zip code. */
export const postalAddress = z.object({ street: address, city, state, zip_code: zip }, { error: S.addressIncomplete }).strict();

// ——— Name and contact ———
export const identityFields = z
  .object({
    name: siteName,
    slug: siteSlug,
    url: optionalWebAddress,
    email: optionalEmail,
    display_email: flag,
    forms_email: optionalEmail,
    address: postalAddress.nullable(),
    phone: optionalPhone,
    phone_ext: z
      .string({ error: S.extension })
      .trim()
      .regex(/^\d{0,6}$/, S.extension)
      .nullable()
      .transform((value) => (value === '' ? null : value)),
    coordinates: z.object({ lat: z.number({ error: S.latitude }).min(-90, S.latitude).max(90, S.latitude), lon: z.number({ error: S.longitude }).min(-180, S.longitude).max(180, S.longitude) }).strict().nullable(),
    time_zone: timeZone,
  })
  .strict();

export const IDENTITY_HELP = {
  name: 'The school’s name as visitors see it in the header, page titles and e-mails.',
  slug: 'The site’s address: /{slug}. Changing it changes every link to the site, so old links stop working.',
  url: 'The school’s own website; the logo and the footer link to it.',
  email: 'The dining team’s e-mail address.',
  display_email: 'Shows an e-mail icon in the header that writes to this address.',
  forms_email: 'Where feedback, help and on-the-go forms are sent; the team address when empty.',
  address: 'The dining office’s postal address, shown in the footer.',
  phone: 'The dining office’s 10-digit phone number, shown in the footer.',
  phone_ext: 'The phone extension, if callers need one.',
  coordinates: 'Where the campus map centres, in decimal degrees.',
  time_zone: 'The campus clock: opening hours, today’s menu and alert times are read on it.',
} as const satisfies Record<keyof typeof identityFields.shape, string>;

// ——— Look and navigation ———
export const brandingFields = z
  .object({
    brand_color: hexColor,
    text_color: hexColor,
    logo_alt_text: optionalLineOf(150),
    link_to_school: flag,
    interim_ui: flag,
    extra_nav: flag,
  })
  .strict();

export const BRANDING_HELP = {
  brand_color: 'The header’s and footer’s background colour.',
  text_color: `The colour of text on the brand colour; the pair must reach a contrast of ${AA_NORMAL_TEXT}:1 (WCAG AA).`,
  logo_alt_text: 'What a screen reader says for the logo; the site’s name when empty.',
  link_to_school: 'The logo opens the school’s website in a new tab, and the menu gets a Home item.',
  interim_ui: 'Uses the interim look: narrower video tiles and the older header.',
  extra_nav: 'Shows the sections made with the new-section template in the menu.',
} as const satisfies Record<keyof typeof brandingFields.shape, string>;

// ——— Home page ———
export const homeFields = z
  .object({
    tiles: z
      .array(z.enum(TILE_NAMES, { error: S.unknownTile }), { error: S.unknownTile })
      .max(TILE_NAMES.length, S.repeatedTile)
      .refine((tiles) => new Set(tiles).size === tiles.length, S.repeatedTile),
    display_landing_modal: flag,
    landing_modal_copy: optionalTextOf(20_000),
    carousel_control: flag,
    club_eats_week: flag,
    show_map_tile: flag,
    show_closed_locations: flag,
    youtube_video_id: videoId,
    vimeo_video_id: videoId,
    dining_map_alt_text: optionalLineOf(250),
    dining_map_url: optionalWebAddress,
  })
  .strict();

export const HOME_HELP = {
  tiles: 'The tiles of the home page, in the order they appear.',
  display_landing_modal: 'Opens a welcome dialog 3 seconds after the home page loads, until the visitor closes it once.',
  landing_modal_copy: 'The welcome dialog’s text (HTML).',
  carousel_control: 'Shows the carousel’s Pause/Play button.',
  club_eats_week: 'Puts the Club Eats Week picture first in the carousel.',
  show_map_tile: 'Shows the Dining Map tile.',
  show_closed_locations: 'The What’s Open tile lists closed locations too at first, not only open ones.',
  youtube_video_id: 'The video the YouTube tile plays: the id after watch?v= in its link.',
  vimeo_video_id: 'The video the Vimeo tile plays: the number at the end of its link.',
  dining_map_alt_text: 'What a screen reader says for the dining map picture: its locations, in words. When empty, the site’s name and “dining map”.',
  dining_map_url: 'An interactive map the dining map page and tile link to; https:// is added when left out.',
} as const satisfies Record<keyof typeof homeFields.shape, string>;

// ——— Menus and locations ———
const MENU_FLAGS = ['display_cal', 'display_allergens', 'allergen_filter', 'avoiding_gluten', 'pork_icon', 'sodium_warning', 'balanced_u_icon', 'howgood_icons', 'howgood_icons_new', 'legacy_menus', 'webtrition_search', 'location_images'] as const;
export const menusFields = z.object(flagsOf(MENU_FLAGS)).strict();

export const MENUS_HELP = {
  display_cal: 'Shows calories beside each menu item.',
  display_allergens: 'Lists an item’s allergens in its nutrition details.',
  allergen_filter: 'Lets visitors hide items with chosen allergens (where the location allows it too).',
  avoiding_gluten: 'Offers the Avoiding Gluten category among the menu filters.',
  pork_icon: 'Marks items that contain pork.',
  sodium_warning: 'Marks items with more than 2300 mg of sodium per serving.',
  balanced_u_icon: 'Marks Balanced U items.',
  howgood_icons: 'Shows HowGood sustainability ratings on items.',
  howgood_icons_new: 'Shows HowGood ratings with the newer icons.',
  legacy_menus: 'Shows one HTML menu per meal period instead of item lists.',
  webtrition_search: 'Offers the search of upcoming menus.',
  location_images: 'Shows each location’s photo on the campus map.',
} as const satisfies Record<(typeof MENU_FLAGS)[number], string>;

// ——— Customer features ———
const FEATURE_FLAGS = ['customer_login', 'allergen_card', 'food_insecurity', 'meal_plan_subscriptions', 'coffee_subscription', 'weekly_mpp_subscriptions', 'notifications', 'recharge', 'show_on_the_go'] as const;
export const featuresFields = z
  .object({ ...flagsOf(FEATURE_FLAGS), customer_login_text: optionalLineOf(40), food_insecurity_text: optionalTextOf(5_000) })
  .strict();

export const FEATURES_HELP = {
  customer_login: 'Lets students sign up and log in to a customer account.',
  customer_login_text: 'The header’s login link text; ‘Login’ when empty.',
  allergen_card: 'Lets customers keep an allergen card in their account.',
  food_insecurity: 'Shows the Food Insecurity tab in the account, where students can ask for help.',
  food_insecurity_text: 'The Food Insecurity tab’s text: where to get food help on campus. Blank lines start paragraphs.',
  meal_plan_subscriptions: 'Sells meal plans as monthly subscriptions.',
  coffee_subscription: 'Sells the coffee subscription.',
  weekly_mpp_subscriptions: 'Sells meal plans as weekly subscriptions.',
  notifications: 'Lets customers choose which e-mail notifications they get.',
  recharge: 'Shows the Recharge Your Card tile, where customers add money to their card.',
  show_on_the_go: 'Takes on-the-go orders on the on-the-go order form.',
} as const satisfies Record<keyof typeof featuresFields.shape, string>;

// ——— Social media ———
export const SOCIAL_NETWORK_NAMES = ['facebook', 'x', 'pinterest', 'instagram', 'youtube', 'flickr', 'vimeo', 'tiktok', 'snapchat'] as const;
export const socialFields = z.object(Object.fromEntries(SOCIAL_NETWORK_NAMES.map((name) => [name, socialHandle])) as Record<(typeof SOCIAL_NETWORK_NAMES)[number], typeof socialHandle>).strict();

const profile = (network: string) => `The site’s ${network} handle, without @ or a link; its icon shows in the header when set.`;
export const SOCIAL_HELP = {
  facebook: profile('Facebook'),
  x: profile('X'),
  pinterest: profile('Pinterest'),
  instagram: profile('Instagram'),
  youtube: profile('YouTube'),
  flickr: profile('Flickr'),
  vimeo: profile('Vimeo'),
  tiktok: profile('TikTok'),
  snapchat: 'The site’s Snapchat handle; kept for the apps, never shown on the website.',
} as const satisfies Record<(typeof SOCIAL_NETWORK_NAMES)[number], string>;

// ——— Footer ———
export const footerFields = z
  .object({
    accessibility_link: flag,
    accessibility_url: optionalLinkTarget,
    use_unit_accessibility_link: flag,
    unit_accessibility_url: optionalLinkTarget,
    unit_accessibility_text: optionalLineOf(80),
    use_unit_accessibility_statement: flag,
    unit_accessibility_statement_url: optionalLinkTarget,
    unit_accessibility_statement_text: optionalLineOf(80),
    events_published: flag,
    mobile_ios_url: optionalHttpsAddress,
    mobile_android_url: optionalHttpsAddress,
    mobile_app_link: optionalHttpsAddress,
  })
  .strict();

export const FOOTER_HELP = {
  accessibility_link: 'Shows an ‘Accessibility’ link to the address below (unless the unit’s own links are used).',
  accessibility_url: 'The accessibility page: an https:// address or a path of this site.',
  use_unit_accessibility_link: 'Shows the school unit’s own accessibility link instead, with its own text.',
  unit_accessibility_url: 'The unit’s accessibility page.',
  unit_accessibility_text: 'The unit link’s text; ‘Accessibility’ when empty.',
  use_unit_accessibility_statement: 'Also shows a link to the unit’s accessibility statement.',
  unit_accessibility_statement_url: 'The unit’s accessibility statement.',
  unit_accessibility_statement_text: 'The statement link’s text; ‘Accessibility’ when empty.',
  events_published: 'Names the next upcoming event in the footer, with a link to all events.',
  mobile_ios_url: 'The mobile app in Apple’s App Store; the Mobile App page links to it.',
  mobile_android_url: 'The mobile app in Google Play; the Mobile App page links to it.',
  mobile_app_link: 'A link that opens the mobile app, where it is installed.',
} as const satisfies Record<keyof typeof footerFields.shape, string>;

// ——— Shop and page script ———
export const shopAndScriptFields = z
  .object({ shop_link: optionalWebAddress, use_script: flag, script_url: optionalHttpsAddress })
  .strict();

export const SHOP_AND_SCRIPT_HELP = {
  shop_link: 'The sister shop’s page for this site; a banner in the header links to it when set.',
  use_script: 'Loads the script below on the site’s pages.',
  script_url: 'An outside script (an analytics or chat service), loaded from an https:// address only.',
} as const satisfies Record<keyof typeof shopAndScriptFields.shape, string>;

/** Refuses a brand and text colour pair under WCAG AA, on the text colour, saying the pair's ratio. */
function readableColors(colors: { brand_color: string; text_color: string }, ctx: z.RefinementCtx): void {
  const ratio = contrastRatio(colors.brand_color, colors.text_color);
  if (ratio < AA_NORMAL_TEXT) ctx.addIssue({ code: 'custom', path: ['text_color'], message: contrastMessage(ratio) });
}

/** A link switched on needs its address. */
function linksHaveAddresses(footer: z.output<typeof footerFields>, ctx: z.RefinementCtx): void {
  const needs = (isOn: boolean, url: string | null, path: string) => {
    if (isOn && url === null) ctx.addIssue({ code: 'custom', path: [path], message: S.linkNeeded });
  };
  needs(footer.accessibility_link, footer.accessibility_url, 'accessibility_url');
  needs(footer.use_unit_accessibility_link, footer.unit_accessibility_url, 'unit_accessibility_url');
  needs(footer.use_unit_accessibility_statement, footer.unit_accessibility_statement_url, 'unit_accessibility_statement_url');
}

const saved = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) => fields.extend({ version: rowVersion });

/** The body of each group's save: the group's fields and the version they were read at. */
export const settingsBodies = {
  identity: saved(identityFields),
  branding: saved(brandingFields).superRefine(readableColors),
  home: saved(homeFields).superRefine((home, ctx) => {
    if (home.display_landing_modal && home.landing_modal_copy === null) ctx.addIssue({ code: 'custom', path: ['landing_modal_copy'], message: S.modalCopyNeeded });
  }),
  menus: saved(menusFields),
  features: saved(featuresFields),
  social: saved(socialFields),
  footer: saved(footerFields).superRefine(linksHaveAddresses),
  shop_and_script: saved(shopAndScriptFields).superRefine((links, ctx) => {
    if (links.use_script && links.script_url === null) ctx.addIssue({ code: 'custom', path: ['script_url'], message: S.scriptNeeded });
  }),
};
export type SettingsGroup = keyof typeof settingsBodies;
export type SettingsBody<G extends SettingsGroup> = z.output<(typeof settingsBodies)[G]>;

/** The groups in the order the console lists them, each with its title and what it holds. */
export const SETTINGS_GROUPS = [
  { group: 'identity', title: 'Name and contact', summary: 'The site’s name and address, the school’s website, e-mail, phone and time zone.', help: IDENTITY_HELP },
  { group: 'branding', title: 'Look and navigation', summary: 'Brand colours, the logo’s text and link, and the menu’s extra items.', help: BRANDING_HELP },
  { group: 'home', title: 'Home page', summary: 'The tiles, the welcome dialog, the carousel, the dining map and the video tiles.', help: HOME_HELP },
  { group: 'menus', title: 'Menus and locations', summary: 'What the menus show: calories, allergens, filters and icons.', help: MENUS_HELP },
  { group: 'features', title: 'Customer features', summary: 'Customer accounts and what they offer: subscriptions, allergen card, food help, recharge, on-the-go.', help: FEATURES_HELP },
  { group: 'social', title: 'Social media', summary: 'The site’s handles on social networks.', help: SOCIAL_HELP },
  { group: 'footer', title: 'Footer links', summary: 'Accessibility links, the mobile app’s links and the upcoming event.', help: FOOTER_HELP },
  { group: 'shop_and_script', title: 'Shop and script', summary: 'The shop banner’s link and an outside script the pages load.', help: SHOP_AND_SCRIPT_HELP },
] as const satisfies readonly { group: SettingsGroup; title: string; summary: string; help: Record<string, string> }[];
