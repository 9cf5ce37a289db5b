/** The shape of a demo location and how its name becomes a photo file name. */
import type { Art } from './image-spec.ts';

/** Weekly opening patterns; see location-hours.ts. */
export type HoursPlan = 'hall' | 'coffee' | 'late' | 'grill' | 'market' | 'express' | 'bakery' | 'catering' | 'pizza' | 'none';

export interface LocationSpec {
  name: string;
  /** Name of the building this location sits in. */
  building?: string;
  isBuilding?: boolean;
  type?: 'webtrition' | 'concept';
  active?: boolean;
  showMenus?: boolean;
  showMap?: boolean;
  allergenFilter?: boolean;
  description?: string;
  short?: string;
  /** How the location photo is drawn; none when the location has no photo. */
  photo?: Art;
  street: string;
  phone?: string;
  contact?: { name: string; email: string };
  occupancy?: number;
  /** Offset from the site's coordinates, in ten-thousandths of a degree. */
  offset: [number, number];
  labels?: string[];
  cuisines?: string[];
  payments?: string[];
  customLabels?: string[];
  brands?: { name: string; nutrition_url: string }[];
  hours: HoursPlan;
  /** Special hours: closes early three days from today, or holiday hours 20 to 22 days from today. */
  special?: 'early-close' | 'holiday';
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function locationPhotoFile(siteKey: string, name: string): string {
  return `${siteKey}-${slugify(name)}.svg`;
}
