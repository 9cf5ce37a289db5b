import { asc, eq } from 'drizzle-orm';
import type { HelpAnswerType, HelpElementType } from '@commons/domain';
import type { Db } from '../../db/client.ts';
import { helpAnswers, helpFormElements, helpQuestions } from '../../db/schema/index.ts';

export interface HelpQuestionRow {
  id: number;
  parent_id: number | null;
  text: string;
}

export interface HelpAnswerRow {
  id: number;
  question_id: number;
  type: HelpAnswerType;
  description: string | null;
  text: string | null;
  url: string | null;
  url_text: string | null;
  contact: boolean;
}

export interface HelpElementRow {
  id: number;
  answer_id: number;
  type: HelpElementType;
  label: string;
  options: string[];
  required: boolean;
}

const answerColumns = {
  id: helpAnswers.id,
  question_id: helpAnswers.question_id,
  type: helpAnswers.type,
  description: helpAnswers.description,
  text: helpAnswers.text,
  url: helpAnswers.url,
  url_text: helpAnswers.url_text,
  contact: helpAnswers.contact,
};

const elementColumns = {
  id: helpFormElements.id,
  answer_id: helpFormElements.answer_id,
  type: helpFormElements.type,
  label: helpFormElements.label,
  options: helpFormElements.options,
  required: helpFormElements.required,
};

/** The SQL of help: a site's questions, answers and form elements, and one answer with its question. */
export function helpRepo(db: Db) {
  return {
    /** Every question, answer and form element of a site, siblings in their order. */
    async siteHelp(siteId: number): Promise<{ questions: HelpQuestionRow[]; answers: HelpAnswerRow[]; elements: HelpElementRow[] }> {
      const questions = await db
        .select({ id: helpQuestions.id, parent_id: helpQuestions.parent_id, text: helpQuestions.text })
        .from(helpQuestions)
        .where(eq(helpQuestions.site_id, siteId))
        .orderBy(asc(helpQuestions.sort_order), asc(helpQuestions.id));
      const answers = await db
        .select(answerColumns)
        .from(helpAnswers)
        .innerJoin(helpQuestions, eq(helpQuestions.id, helpAnswers.question_id))
        .where(eq(helpQuestions.site_id, siteId));
      const elements = await db
        .select(elementColumns)
        .from(helpFormElements)
        .innerJoin(helpAnswers, eq(helpAnswers.id, helpFormElements.answer_id))
        .innerJoin(helpQuestions, eq(helpQuestions.id, helpAnswers.question_id))
        .where(eq(helpQuestions.site_id, siteId))
        .orderBy(asc(helpFormElements.sort_order), asc(helpFormElements.id));
      return { questions, answers, elements };
    },

    /** One answer with its question's text and site, and its form elements in order; undefined when there is none. */
    async answer(answerId: number): Promise<(HelpAnswerRow & { site_id: number; question: string; elements: HelpElementRow[] }) | undefined> {
      const [row] = await db
        .select({ ...answerColumns, site_id: helpQuestions.site_id, question: helpQuestions.text })
        .from(helpAnswers)
        .innerJoin(helpQuestions, eq(helpQuestions.id, helpAnswers.question_id))
        .where(eq(helpAnswers.id, answerId));
      if (!row) return undefined;
      const elements = await db
        .select(elementColumns)
        .from(helpFormElements)
        .where(eq(helpFormElements.answer_id, answerId))
        .orderBy(asc(helpFormElements.sort_order), asc(helpFormElements.id));
      return { ...row, elements };
    },
  };
}
export type HelpRepo = ReturnType<typeof helpRepo>;
