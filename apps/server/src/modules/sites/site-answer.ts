import { siteFlags, type Site, type SiteFlags } from '@commons/contract';
import { formatExtension, formatPhone, gmtOffsetHours } from '@commons/domain';
import type { SectionSummary } from '@commons/contract';
import type { SiteRow } from './sites.repo.ts';

type AlertRow = { id: number; icon: string; message: string; use_link: boolean; link: string | null; start: Date | null; end: Date | null };
type ImageRow = Site['homepage_images'][number];

const flagNames = Object.keys(siteFlags.shape) as (keyof SiteFlags)[];
const socialNames = ['youtube', 'facebook', 'x', 'pinterest', 'instagram', 'flickr', 'vimeo', 'tiktok', 'snapchat'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: string | null): number | null => (value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value));

/** The dining map once it has a picture; its text says what it shows, or at least whose map it is. */
function diningMapOf(row: SiteRow): Site['dining_map'] {
  const map = row.dining_map;
  if (!map?.file_name) return null;
  return { file_name: map.file_name, alt_text: map.alt_text || `${row.name} dining map`, thumb_name: map.thumb_name, url: map.url };
}

/** Shapes a site row and its related rows into the `site` answer of `GET /v1/sites/{slug}/info`. */
export function siteAnswer(row: SiteRow, related: { alerts: AlertRow[]; images: ImageRow[]; sections: SectionSummary[] }, now: Date): Site {
  const flags = Object.fromEntries(flagNames.map((name) => [name, row.flags[name] === true])) as SiteFlags;
  const lat = num(row.lat);
  const lon = num(row.lon);
  const a = row.accessibility;
  return {
    ...flags,
    id: row.id,
    slug: row.slug,
    name: row.name,
    unit_id: row.unit_id,
    published: row.published,
    url: row.url,
    email: row.email,
    display_email: row.display_email,
    brand_color: row.brand_color,
    text_color: row.text_color,
    site_logo: { file_name: row.logo_file_name, logo_alt_text: row.logo_alt_text },
    logo_exists: row.logo_file_name !== null,
    link_to_school: row.link_to_school,
    landing_modal_copy: row.landing_modal_copy,
    landing_modal_filename: row.landing_modal_filename,
    homepage_alerts: related.alerts.map((alert) => ({
      id: alert.id,
      icon: alert.icon,
      message: alert.message,
      use_link: alert.use_link,
      link: alert.link,
      start: alert.start?.toISOString() ?? null,
      end: alert.end?.toISOString() ?? null,
    })),
    homepage_images: related.images,
    tiles: row.tiles,
    section_list: related.sections,
    social_media: Object.fromEntries(socialNames.map((name) => [name, text(row.social_media[name])])) as Site['social_media'],
    youtube_video_id: text(row.youtube_video_id),
    vimeo_video_id: text(row.vimeo_video_id),
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      phone: row.phone,
      phone_formatted: formatPhone(row.phone),
      ext_formatted: formatExtension(row.phone_ext),
      gmt_offset: gmtOffsetHours(now, row.time_zone),
      time_zone: row.time_zone,
      coordinates: lat !== null && lon !== null ? { lat, lon } : null,
    },
    shop_link: row.shop_link,
    mobile:
      row.mobile_ios_url || row.mobile_android_url || row.mobile_app_link
        ? { ios_url: row.mobile_ios_url, android_url: row.mobile_android_url, app_link: row.mobile_app_link }
        : null,
    script_url: row.script_url,
    wcag: row.wcag,
    dining_map: diningMapOf(row),
    customer_login_text: row.customer_login_text,
    food_insecurity_text: row.food_insecurity_text,
    active_promo_code: row.active_promo_code,
    redirect_url: row.redirect_url,
    accessibility: {
      accessibility_link: a.accessibility_link === true,
      accessibility_url: text(a.accessibility_url),
      use_unit_accessibility_link: a.use_unit_accessibility_link === true,
      unit_accessibility_url: text(a.unit_accessibility_url),
      unit_accessibility_text: text(a.unit_accessibility_text),
      use_unit_accessibility_statement: a.use_unit_accessibility_statement === true,
      unit_accessibility_statement_url: text(a.unit_accessibility_statement_url),
      unit_accessibility_statement_text: text(a.unit_accessibility_statement_text),
    },
  };
}
