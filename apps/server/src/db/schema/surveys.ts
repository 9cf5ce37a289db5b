import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/** A poll shown on the home tile and the surveys section. */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    published: boolean('published').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_site_idx').on(t.site_id)],
);

export const surveyChoices = pgTable(
  'survey_choices',
  {
    id: serial('id').primaryKey(),
    survey_id: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    choice: text('choice').notNull(),
    /** Kept equal to the number of survey_votes rows for the choice, in the vote's own transaction. */
    votes: integer('votes').notNull().default(0),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('survey_choices_survey_idx').on(t.survey_id)],
);

/** One vote per survey per voter: a browser's voter key, or a customer when logged in. */
export const surveyVotes = pgTable(
  'survey_votes',
  {
    id: serial('id').primaryKey(),
    survey_id: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    choice_id: integer('choice_id').notNull().references(() => surveyChoices.id, { onDelete: 'cascade' }),
    voter_key: text('voter_key').notNull(),
    customer_id: integer('customer_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_votes_survey_voter_idx').on(t.survey_id, t.voter_key)],
);
