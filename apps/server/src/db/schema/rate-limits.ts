import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted against a rate limit, per limit and caller, shared by every instance: a limit
 * of 30 a minute stays 30 however many instances answer.
 */
export const rateLimits = pgTable('rate_limits', {
  /** The limit's name and the caller's address, e.g. `user-agent:203.0.113.7`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
