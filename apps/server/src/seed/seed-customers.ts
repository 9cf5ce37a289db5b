/**
 * A demo customer on each full site: demo@{site}.example.edu with the password Demo-pass1!, with an
 * allergen profile (Milk and Peanuts, an emergency contact, carries epinephrine) and its card issued;
 * and campus@{site}.example.edu (same password), an account as the school's sign-in (ADFS) provisions
 * it: its names, e-mail and student ID are locked.
 */
import { randomBytes } from 'node:crypto';
import { customers, staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../modules/customers/passwords.ts';
import type { SeedContext } from './seed-context.ts';
import { studentIdLetter } from './seed-purchase.ts';
import { fullSiteKeys } from './seed-sites.ts';

export const DEMO_CUSTOMER_PASSWORD = 'Demo-pass1!';
export const demoCustomerEmail = (slug: string) => `demo@${slug}.example.edu`;
export const campusCustomerEmail = (slug: string) => `campus@${slug}.example.edu`;
export const DEMO_ALLERGEN_PROFILE = {
  allergens: ['Milk', 'Peanuts'],
  contact_name: 'Jordan Student',
  contact_number: '4135550111',
  carries_epinephrine: true,
};

/** The staff tools' demo user; it has no password until one is set through `npm run staff:reset-link -- staff@commons.example.edu`. */
export const DEMO_STAFF_EMAIL = 'staff@commons.example.edu';

export async function seedCustomers(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(staffUsers).values({ email: DEMO_STAFF_EMAIL, name: 'Demo Staff', password_hash: null });
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  for (const key of fullSiteKeys) {
    const site = ctx.sites[key];
    const row = site.def.row;
    const campusAddress = { address: row.street ?? '1 Campus Way', city: row.city ?? 'Springfield', state: row.state ?? 'MA', zip: row.zip_code ?? '01101' };
    await ctx.db.insert(customers).values({
      site_id: site.id,
      email: demoCustomerEmail(row.slug),
      password_hash: passwordHash,
      first_name: 'Demo',
      last_name: 'Student',
      // The site's student ID pattern (its letter and seven digits), so the account can pay by Student ID.
      student_id: `${studentIdLetter(key)}1000001`,
      phone: '4135550100',
      ...campusAddress,
      notify_by_text: false,
      ...DEMO_ALLERGEN_PROFILE,
      allergen_card_serial: randomBytes(16).toString('base64url'),
    });
    await ctx.db.insert(customers).values({
      site_id: site.id,
      email: campusCustomerEmail(row.slug),
      password_hash: passwordHash,
      first_name: 'Casey',
      last_name: 'Morgan',
      student_id: `${studentIdLetter(key)}2000001`,
      phone: '4135550122',
      ...campusAddress,
      identity_locked: true,
    });
  }
}
