import { z } from 'zod';
import { get } from './route.ts';
import { fileRef, siteId } from './primitives.ts';

/** An active staff member (docs/product/site.md#staff); the picture is served at /files/staff/{file_name}. */
export const staffMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  /** As stored; '0000000000' means "no phone to show" (docs/product/site.md#staff). */
  phone: z.string().nullable(),
  /** '(617) 555-0123' for ten digits, else the phone as given. */
  phone_formatted: z.string().nullable(),
  bio: z.string().nullable(),
  picture: fileRef,
});
export type StaffMember = z.infer<typeof staffMember>;

/** The placeholder phone a staff card never shows (docs/product/site.md#staff). */
export const HIDDEN_STAFF_PHONE = '0000000000';

export const getActiveStaff = get(
  '/v1/staff/active_list',
  { summary: "The site's active staff, in their sort order", tag: 'staff', query: z.object({ site_id: siteId }).strict() },
  z.object({ staff: z.array(staffMember) }),
);
