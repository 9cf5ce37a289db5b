import type { homepageImages, sites } from '../db/schema/index.ts';
import type { DemoImage } from './image-spec.ts';

export type SiteKey = 'northfield' | 'lakeside' | 'harbor' | 'pinecrest' | 'summit' | 'oldmill';

export type SiteRow = Omit<typeof sites.$inferInsert, 'id' | 'updated_at'> & { slug: SiteKey };

/** A homepage alert; days are offsets from today in the site's zone (null: open-ended). */
export interface AlertSpec {
  icon: string;
  message: string;
  link: string | null;
  startDay: number | null;
  endDay: number | null;
}

/** A carousel slide; it may point at an event, a special offer or a location, found by name. */
export interface SlideSpec {
  image: DemoImage;
  caption: string;
  caption_color: string;
  alt: string;
  link: string | null;
  eventTitle?: string;
  specialName?: string;
  locationName?: string;
}

export type SlideRow = Omit<typeof homepageImages.$inferInsert, 'id'>;

export interface SiteDefinition {
  row: SiteRow;
  alerts: AlertSpec[];
  slides: SlideSpec[];
  /** Logo, landing modal, dining map and other site-level pictures. */
  images: DemoImage[];
}
