import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** Runs in a transaction or on the pool alike. */
type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** One staff write (docs/product/console.md#activity): what it changed, and the entity before and after. */
export interface AuditEntry {
  /** The site the write belongs to; null for a write that belongs to none (a staff account, a platform setting). */
  site_id: number | null;
  /** The kind of entity, in snake case: `site`, `homepage_alert`, `staff_grant`, `staff_user`. */
  entity: string;
  entity_id: string | number | null;
  /** What was done: `create`, `update`, `delete`, or a word for a special change (`publish`, `deactivate`). */
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Who wrote (null: an operator at the command line), and the request that carried it. */
export interface AuditAuthor {
  staffUserId: number | null;
  requestId: string;
}

/** Keys whose values never enter the trail, at any depth. */
const SECRET_KEY = /password|secret|token|code_hash|recovery_code|totp/i;

/** `value` with every secret-looking key left out, as JSON would store it. */
export function withoutSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/** Writes the one audit row of a staff write, in the write's own transaction (`runner`). */
export async function recordAudit(runner: Runner, author: AuditAuthor, entry: AuditEntry, at: Date): Promise<void> {
  await runner.insert(auditEvents).values({
    at,
    staff_user_id: author.staffUserId,
    site_id: entry.site_id,
    entity: entry.entity,
    entity_id: entry.entity_id === null ? null : String(entry.entity_id),
    action: entry.action,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
    request_id: author.requestId,
  });
}
