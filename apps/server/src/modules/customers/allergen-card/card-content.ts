import { formatPhone, parseHexColor, readableTextOn } from '@commons/domain';
import type { SiteRow } from '../../sites/sites.repo.ts';
import type { CustomerRow } from '../customers.repo.ts';

type Rgb = [number, number, number];

/** What the allergen card says, whether printed (PDF) or in Apple Wallet. */
export interface CardContent {
  serial: string;
  name: string;
  allergens: string[];
  contactName: string;
  contactNumber: string;
  carriesEpinephrine: boolean;
  siteName: string;
  /** The site's brand colour and a text colour readable on it. */
  brand: Rgb;
  onBrand: Rgb;
}

const FALLBACK_BRAND: Rgb = [31, 78, 121];

export function cardContent(customer: CustomerRow & { allergen_card_serial: string }, site: SiteRow): CardContent {
  const brand = parseHexColor(site.brand_color) ?? FALLBACK_BRAND;
  const onBrand = parseHexColor(readableTextOn(site.brand_color, site.text_color)) ?? [255, 255, 255];
  return {
    serial: customer.allergen_card_serial,
    name: `${customer.first_name} ${customer.last_name}`,
    allergens: customer.allergens,
    contactName: customer.contact_name ?? '',
    contactNumber: formatPhone(customer.contact_number) ?? '',
    carriesEpinephrine: customer.carries_epinephrine,
    siteName: site.name,
    brand,
    onBrand,
  };
}

/** A download name of ASCII letters, digits and hyphens only: `allergen-card-ada-lovelace.pdf`. */
export function cardFileName(name: string, extension: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `allergen-card${words ? `-${words}` : ''}.${extension}`;
}
