import { z } from 'zod';
import { id, siteId } from '../primitives.ts';
import { del, get, post, put } from '../route.ts';
import { consoleCall } from './console-route.ts';
import { alertDeleteBody, alertEditBody, alertOrderBody, alertsAnswer, consoleAlert, newAlertBody } from './homepage-alerts.ts';
import { email } from '../customers.ts';
import { rowVersion, siteSlug, timeZone, webAddress } from './site-fields.ts';
import { consoleSiteSummary, SITE_STATUSES, siteSettingsAnswer } from './site-settings-answer.ts';
import { postalAddress, settingsBodies, siteName, type SettingsGroup } from './site-settings.ts';

export * from './site-fields.ts';
export * from './site-settings.ts';
export * from './site-settings-answer.ts';
export * from './homepage-alerts.ts';

/**
 * Creating and running a site from the console (docs/product/console.md#sites): a new site, its
 * status, its settings in groups and its homepage alerts. Every write names the version it was
 * read at: a save over a newer one is a 409 that says who changed it and when, with
 * `errors.version`, so the console can offer to reload (docs/product/console.md#saving). Every write
 * is live on the public pages of every server at once.
 */
const tag = 'console: sites';
const siteParams = z.object({ site_id: siteId }).strict();
const alertParams = z.object({ site_id: siteId, alert_id: id }).strict();

// ——— Sites ———
export const newSiteBody = z
  .object({
    name: siteName,
    slug: siteSlug,
    time_zone: timeZone,
    address: postalAddress,
    /** The school's own website. */
    url: webAddress,
    /** The dining team's e-mail address. */
    email,
  })
  .strict();
export type NewSiteBody = z.input<typeof newSiteBody>;

export const NEW_SITE_HELP = {
  name: 'The school’s name as visitors will see it in the header, page titles and e-mails.',
  slug: 'The site’s address, /{slug}: lowercase letters, digits and dashes, such as northfield or lakeside-college.',
  time_zone: 'The campus clock: opening hours, today’s menu and alert times are read on it.',
  address: 'The dining office’s postal address, shown in the footer.',
  url: 'The school’s own website; the logo and the footer link to it.',
  email: 'The dining team’s e-mail address.',
} as const satisfies Record<keyof typeof newSiteBody.shape, string>;

/** What each status means for the public pages, as the console explains it beside the choice. */
export const SITE_STATUS_HELP = {
  published: 'The site’s pages are public.',
  pre_launch: 'The site is public, but its home shows the pre-launch microsite instead of the tiles.',
  unpublished: 'Every page of the site answers ‘Invalid site.’; staff still see it in the console.',
} as const satisfies Record<(typeof SITE_STATUSES)[number], string>;

export const postConsoleSite = consoleCall(
  post(
    '/v1/console/sites',
    {
      summary:
        "Creates a site, unpublished: its name, slug (its address, /{slug}: lowercase letters, digits and dashes, unique case aside, none of the platform's own words such as `console`; a taken one is a 409 on `slug`), IANA time zone, postal address, the school's website and the team's e-mail. Platform admins only.",
      tag,
      body: newSiteBody,
    },
    z.object({ site: consoleSiteSummary }),
  ),
  { permission: 'sites.create' },
);

export const siteStatusBody = z.object({ status: z.enum(SITE_STATUSES, { error: 'Choose published, pre-launch or unpublished.' }), version: rowVersion }).strict();

export const putConsoleSiteStatus = consoleCall(
  put(
    '/v1/console/sites/{site_id}/status',
    {
      summary:
        "Publishes or unpublishes a site: `published` (its pages are public), `pre_launch` (public, showing its microsite instead of the home) or `unpublished` (its pages answer 'Invalid site.'). `version` is the site's as read. Platform admins only.",
      tag,
      params: siteParams,
      body: siteStatusBody,
    },
    z.object({ site: consoleSiteSummary }),
  ),
  { permission: 'site.publish' },
);

// ——— Settings ———
export const getConsoleSiteSettings = consoleCall(
  get(
    '/v1/console/sites/{site_id}/settings',
    {
      summary: "Every setting a site's public pages read, in the console's groups (SETTINGS_GROUPS, with a help text per field), the site's status and `version`, and who saved it last.",
      tag,
      params: siteParams,
    },
    siteSettingsAnswer,
  ),
  { permission: 'site.settings' },
);

/** The save of one group: PUT /v1/console/sites/{site_id}/settings/{group}, its body the group's fields and `version`. */
const settingsSave = <B extends z.ZodType>(group: SettingsGroup, body: B, summary: string) =>
  consoleCall(
    put(
      `/v1/console/sites/{site_id}/settings/${group}`,
      { summary: `${summary} \`version\` is the site's as read; the answer is every setting again, with the new version.`, tag, params: siteParams, body },
      siteSettingsAnswer,
    ),
    { permission: 'site.settings' },
  );

export const putSiteIdentity = settingsSave('identity', settingsBodies.identity, "Saves the site's name and contact: name, slug (a taken one is a 409 on `slug`), the school's website, e-mails, postal address, phone, map centre and time zone.");
export const putSiteBranding = settingsSave('branding', settingsBodies.branding, 'Saves the look: brand and text colours (a pair under WCAG AA 4.5:1 is refused on `text_color`, saying its ratio), the logo’s text and link, the interim look and the extra menu items.');
export const putSiteHome = settingsSave('home', settingsBodies.home, "Saves the home page: its tiles in order (known names only), the welcome dialog and its text, the carousel's switches and the video tiles' videos.");
export const putSiteMenus = settingsSave('menus', settingsBodies.menus, 'Saves what the menus show: calories, allergens and their filter, Avoiding Gluten, the item icons, legacy menus, menu search and location photos.');
export const putSiteFeatures = settingsSave('features', settingsBodies.features, 'Saves the customer features: customer login and its link text, allergen card, food insecurity help and its text, the subscriptions, notifications, recharge and on-the-go.');
export const putSiteSocial = settingsSave('social', settingsBodies.social, 'Saves the social media handles (handles only, not links; a leading @ is dropped).');
export const putSiteFooter = settingsSave('footer', settingsBodies.footer, "Saves the footer's links: the accessibility link or the unit's links and texts, the upcoming event, and the mobile app's links.");
export const putSiteShopAndScript = settingsSave('shop_and_script', settingsBodies.shop_and_script, "Saves the shop banner's link and the outside script the pages load (https only).");

// ——— Homepage alerts ———
export const getConsoleAlerts = consoleCall(
  get(
    '/v1/console/sites/{site_id}/alerts',
    { summary: "A site's homepage alerts in the header's order, showing or not, with their times on the site's clock (`time_zone`) and each one's `version`.", tag, params: siteParams },
    alertsAnswer,
  ),
  { permission: 'site.alerts' },
);

export const postConsoleAlert = consoleCall(
  post(
    '/v1/console/sites/{site_id}/alerts',
    {
      summary: `Adds an alert at the end of the order. \`start\` and \`end\` are the site's wall-clock times ('2026-12-01T08:00'), either left empty for open-ended; the end after the start. The link (when \`use_link\`) is https or a path of the site.`,
      tag,
      params: siteParams,
      body: newAlertBody,
    },
    alertsAnswer.extend({ alert: consoleAlert }),
  ),
  { permission: 'site.alerts' },
);

export const putConsoleAlertOrder = consoleCall(
  put(
    '/v1/console/sites/{site_id}/alerts/order',
    { summary: 'Puts the alerts in a new order: every alert of the site once, each with its version as read (an alert added, deleted or changed meanwhile is a 409).', tag, params: siteParams, body: alertOrderBody },
    alertsAnswer,
  ),
  { permission: 'site.alerts' },
);

export const putConsoleAlert = consoleCall(
  put(
    '/v1/console/sites/{site_id}/alerts/{alert_id}',
    { summary: 'Changes an alert: all its fields, with its `version` as read.', tag, params: alertParams, body: alertEditBody },
    alertsAnswer.extend({ alert: consoleAlert }),
  ),
  { permission: 'site.alerts' },
);

export const deleteConsoleAlert = consoleCall(
  del('/v1/console/sites/{site_id}/alerts/{alert_id}', { summary: 'Deletes an alert, with its `version` as read.', tag, params: alertParams, body: alertDeleteBody }, alertsAnswer),
  { permission: 'site.alerts' },
);
