import { z } from 'zod';
import { fileRef } from './primitives.ts';

/** Answer shapes of the events and special offers calls (docs/product/site.md#events, #special-offers). Times are ISO 8601 instants. */
export const event = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  picture: fileRef,
  /** The dining location it happens at; null when none is linked. */
  location: z.object({ name: z.string() }).nullable(),
  /** When true, `custom_location_name` names the place instead of `location`. */
  custom_location: z.boolean(),
  custom_location_name: z.string().nullable(),
  brief: z.string().nullable(),
  /** Site-supplied HTML. */
  description: z.string().nullable(),
});
/** Named apart from the DOM `Event`. */
export type SiteEvent = z.infer<typeof event>;

export const specialOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  brief: z.string().nullable(),
  /** Site-supplied HTML. */
  description: z.string().nullable(),
  picture: fileRef,
  start: z.string(),
  end: z.string(),
});
export type SpecialOffer = z.infer<typeof specialOffer>;
