import { z } from 'zod';
import { id, siteId, singleLineText, timestamp } from '../primitives.ts';
import { get } from '../route.ts';
import { consoleCall } from './console-route.ts';

const tag = 'console: activity';

/** One staff write as the audit trail keeps it: who, where, what, and the entity before and after (secrets left out). */
export const auditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  site_id: z.number().int().nullable(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = z
  .object({
    site_id: siteId,
    /** Only this staff member's writes. */
    staff_id: id.optional(),
    /** Only writes to this kind of entity (`site`, `homepage_alert`, `staff_grant`, ...). */
    entity: singleLineText().max(60, 'Too long.').optional(),
    /** From and to (ISO 8601 or epoch milliseconds), inclusive of `from`. */
    from: timestamp.optional(),
    to: timestamp.optional(),
    /** The page after this event id (the previous page's `next_before`). */
    before: id.optional(),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuery>;

export const getConsoleAudit = consoleCall(
  get(
    '/v1/console/audit',
    {
      summary: `A site's activity, newest first, ${AUDIT_PAGE_SIZE} events a page: every staff write to the site with its before and after. Filters: who (\`staff_id\`), what (\`entity\`), when (\`from\`, \`to\`). \`next_before\` asks for the next page (null on the last).`,
      tag,
      query: auditQuery,
    },
    z.object({ events: z.array(auditEvent), next_before: z.number().int().nullable(), people: z.array(z.object({ id: z.number().int(), name: z.string() })), entities: z.array(z.string()) }),
  ),
  { permission: 'audit.read' },
);
