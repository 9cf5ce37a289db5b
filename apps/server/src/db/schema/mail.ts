import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a message: its name, MIME type and bytes as base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}
import { sites } from './sites.ts';

/**
 * Every e-mail the platform sends, written in the same transaction as the change it tells of and
 * delivered after commit (platform/mail). A row stays as the record of what was sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The site whose branding the message carries; null for mail of no site (staff). */
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Files sent with the message (a calendar invitation); empty for most. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** queued (waiting for its next attempt), sent, or failed (out of attempts). */
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next try it; a sender claims a row by moving this ahead. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.next_attempt_at), index('mail_outbox_created_idx').on(t.created_at)],
);
