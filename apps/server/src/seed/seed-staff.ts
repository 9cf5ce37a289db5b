/**
 * The console's demo staff, one per role (README "Demo staff accounts"), each with the password
 * Demo-pass1!. The demo admins (the platform admin and Northfield's site manager) log in with a
 * second factor whose secret is DEMO_TOTP_SECRET: demo data only, never a real install's.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@commons/domain';
import { locations, staffGrants, staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../modules/customers/passwords.ts';
import type { SeedContext } from './seed-context.ts';

export const DEMO_STAFF_PASSWORD = 'Demo-pass1!';
/** The demo admins' TOTP secret (base32): any authenticator app, or `npx otpauth`-style tools, give its codes. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** The two Northfield locations the demo location manager runs. */
export const DEMO_KITCHEN_LOCATIONS = ['Founders Dining Commons', 'Union Market'] as const;

interface DemoStaff {
  email: string;
  name: string;
  role: StaffRole;
  site: 'northfield' | null;
  hasTotp: boolean;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'platform@commons.example.edu', name: 'Pat Platform', role: 'platform_admin', site: null, hasTotp: true },
  { email: 'manager@northfield.example.edu', name: 'Morgan Manager', role: 'site_manager', site: 'northfield', hasTotp: true },
  { email: 'editor@northfield.example.edu', name: 'Eddie Editor', role: 'editor', site: 'northfield', hasTotp: false },
  { email: 'kitchen@northfield.example.edu', name: 'Kim Kitchen', role: 'location_manager', site: 'northfield', hasTotp: false },
  { email: 'desk@northfield.example.edu', name: 'Dana Desk', role: 'service_desk', site: 'northfield', hasTotp: false },
];

export async function seedStaff(ctx: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const northfield = ctx.sites.northfield.id;
  const kitchen = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.site_id, northfield), inArray(locations.name, [...DEMO_KITCHEN_LOCATIONS])))
    .orderBy(locations.id);
  for (const staff of DEMO_STAFF) {
    const [user] = await ctx.db
      .insert(staffUsers)
      .values({ email: staff.email, name: staff.name, password_hash: passwordHash, totp_secret: staff.hasTotp ? DEMO_TOTP_SECRET : null })
      .returning({ id: staffUsers.id });
    if (!user) throw new Error(`The demo staff user ${staff.email} was not inserted.`);
    await ctx.db.insert(staffGrants).values({
      staff_user_id: user.id,
      role: staff.role,
      site_id: staff.site === null ? null : ctx.sites[staff.site].id,
      location_ids: staff.role === 'location_manager' ? kitchen.map((row) => row.id) : null,
      health_data: false,
    });
  }
}
