import type { WeekEntry } from '@commons/contract';
import { weekdayOf } from '@commons/domain';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** What a schema.org FoodEstablishment needs of a location. */
export interface LdLocation {
  name: string;
  weekly_schedule: readonly WeekEntry[];
  description?: string | null;
  telephone?: string | null;
  address?: { street: string | null; city: string | null; state: string | null; zip_code: string | null } | null;
}

interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string;
  opens: string;
  closes: string;
  validFrom: string;
  validThrough: string;
}

/** One OpeningHoursSpecification per open range of each day of the week shown. */
export function openingHoursOf(week: readonly WeekEntry[]): OpeningHours[] {
  const specs: OpeningHours[] = [];
  for (const day of week) {
    const dayOfWeek = DAY_NAMES[weekdayOf(day.date)];
    if (!dayOfWeek) continue;
    for (const { opens, closes } of day.opening_hours) {
      specs.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${dayOfWeek}`,
        opens,
        closes,
        validFrom: day.date,
        validThrough: day.date,
      });
    }
  }
  return specs;
}

function postalAddress(address: LdLocation['address']): Record<string, string> | undefined {
  if (!address?.street) return undefined;
  const parts: Record<string, string> = { '@type': 'PostalAddress', streetAddress: address.street };
  if (address.city) parts.addressLocality = address.city;
  if (address.state) parts.addressRegion = address.state;
  if (address.zip_code) parts.postalCode = address.zip_code;
  return parts;
}

/** A schema.org FoodEstablishment for one location, without @context. */
export function foodEstablishment(location: LdLocation): Record<string, unknown> {
  const address = postalAddress(location.address);
  return {
    '@type': 'FoodEstablishment',
    name: location.name,
    ...(location.description ? { description: location.description } : {}),
    ...(location.telephone ? { telephone: location.telephone } : {}),
    ...(address ? { address } : {}),
    openingHoursSpecification: openingHoursOf(location.weekly_schedule),
  };
}

/** The JSON-LD document for a page listing locations: one FoodEstablishment each in an @graph. */
export function foodEstablishmentsLd(locations: readonly LdLocation[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': locations.map(foodEstablishment) };
}
