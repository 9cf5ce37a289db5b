import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { HELP_ANSWER_TYPES, HELP_ELEMENT_TYPES, type HelpAnswerType, type HelpElementType } from '@commons/domain';
import { sites } from './sites.ts';

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A site's help questions (docs/product/forms.md#help), a tree: a top question has no parent.
 * Siblings show in `sort_order`, then id.
 */
export const helpQuestions = pgTable(
  'help_questions',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => helpQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('help_questions_site_parent_idx').on(t.site_id, t.parent_id, t.sort_order)],
);

/**
 * A question's answer, at most one: text, a link (`url` with `url_text`) or a form (its
 * elements). `contact`: the visitor may send the team a follow-up question about it.
 */
export const helpAnswers = pgTable(
  'help_answers',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .unique()
      .references(() => helpQuestions.id, { onDelete: 'cascade' }),
    type: text('type').$type<HelpAnswerType>().notNull(),
    description: text('description'),
    text: text('text'),
    url: text('url'),
    url_text: text('url_text'),
    contact: boolean('contact').notNull().default(false),
  },
  () => [check('help_answers_type_check', sql.raw(`type in (${inList(HELP_ANSWER_TYPES)})`))],
);

/** One element of a form answer: a checkbox group, a line of text, a radio group or a text box. */
export const helpFormElements = pgTable(
  'help_form_elements',
  {
    id: serial('id').primaryKey(),
    answer_id: integer('answer_id')
      .notNull()
      .references(() => helpAnswers.id, { onDelete: 'cascade' }),
    type: text('type').$type<HelpElementType>().notNull(),
    label: text('label').notNull(),
    /** The choices of a checkbox or radio group, in order; empty for text. */
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('help_form_elements_answer_idx').on(t.answer_id, t.sort_order), check('help_form_elements_type_check', sql.raw(`type in (${inList(HELP_ELEMENT_TYPES)})`))],
);
