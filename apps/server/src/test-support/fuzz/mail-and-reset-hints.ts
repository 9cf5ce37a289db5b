import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { putCustomerPassword, putStaffPassword } from '@commons/contract';
import type { Db } from '../../db/client.ts';
import { customers, mailOutbox, passwordResetKeys, staffUsers } from '../../db/schema/index.ts';
import type { FuzzTarget } from './fuzz-request.ts';
import type { Hints } from './schema-arbitrary.ts';

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Hints that let the fuzzed calls reach past "not found": a live reset key for each password call
 * (a demo customer's and the demo staff user's, good for a year from `today`) and a message in the
 * outbox for the /dev/mail pages.
 */
export async function mailAndResetHints(db: Db, today: Date): Promise<(target: FuzzTarget) => Hints> {
  const expiresAt = new Date(today.getTime() + 365 * 24 * 60 * 60 * 1000);
  const [customer] = await db.select().from(customers).where(eq(sql`lower(${customers.email})`, 'demo@northfield.example.edu')).limit(1);
  const [staff] = await db.select().from(staffUsers).limit(1);
  const keys: Record<string, string> = {};
  for (const [path, kind, account] of [
    [putCustomerPassword.path, 'customer', customer],
    [putStaffPassword.path, 'staff', staff],
  ] as const) {
    if (!account) throw new Error(`The fuzz database has no ${kind} account.`);
    const key = randomBytes(32).toString('base64url');
    await db.insert(passwordResetKeys).values({ key_hash: keyHash(key), kind, account_id: account.id, site_id: kind === 'customer' ? (account as { site_id: number }).site_id : null, created_at: today, expires_at: expiresAt });
    keys[path] = key;
  }
  const [mail] = await db
    .insert(mailOutbox)
    .values({ site_id: null, to: 'fuzz@example.edu', subject: 'Fuzz', html: '<p>Fuzz</p>', text: 'Fuzz', next_attempt_at: expiresAt, created_at: today })
    .returning({ id: mailOutbox.id });
  return (target): Hints => {
    const key = keys[target.path];
    if (key) return { public_key: [key], password: ['Fuzz-pass1!'] };
    if (target.path.startsWith('/dev/mail/')) return { id: [String(mail?.id)] };
    return {};
  };
}
