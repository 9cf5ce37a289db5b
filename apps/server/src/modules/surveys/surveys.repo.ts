import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyChoices, surveys, surveyVotes } from '../../db/schema/index.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyChoiceRow = typeof surveyChoices.$inferSelect;

/** A vote to record: `voterKey` is the one key it is stored under; `otherKeys` also count as this voter. */
export interface VoteToCast {
  surveyId: number;
  choiceId: number;
  voterKey: string;
  otherKeys: readonly string[];
  customerId: number | null;
}

export function surveysRepo(db: Db) {
  return {
    /** Published surveys of a site, newest first. */
    publishedSurveys(siteId: number, limit: number) {
      return db
        .select()
        .from(surveys)
        .where(and(eq(surveys.site_id, siteId), eq(surveys.published, true)))
        .orderBy(desc(surveys.created_at), desc(surveys.id))
        .limit(limit);
    },

    async findSurvey(id: number): Promise<SurveyRow | undefined> {
      const rows = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
      return rows[0];
    },

    async findChoice(id: number): Promise<SurveyChoiceRow | undefined> {
      const rows = await db.select().from(surveyChoices).where(eq(surveyChoices.id, id)).limit(1);
      return rows[0];
    },

    async choicesOf(surveyIds: readonly number[]): Promise<SurveyChoiceRow[]> {
      if (surveyIds.length === 0) return [];
      return db
        .select()
        .from(surveyChoices)
        .where(inArray(surveyChoices.survey_id, [...surveyIds]))
        .orderBy(asc(surveyChoices.sort_order), asc(surveyChoices.id));
    },

    /** The choice each of `surveyIds` was answered with under any of `voterKeys`. */
    async answersOf(surveyIds: readonly number[], voterKeys: readonly string[]): Promise<{ survey_id: number; choice_id: number }[]> {
      if (surveyIds.length === 0 || voterKeys.length === 0) return [];
      return db
        .select({ survey_id: surveyVotes.survey_id, choice_id: surveyVotes.choice_id })
        .from(surveyVotes)
        .where(and(inArray(surveyVotes.survey_id, [...surveyIds]), inArray(surveyVotes.voter_key, [...voterKeys])))
        .orderBy(asc(surveyVotes.id));
    },

    /**
     * Records a vote and counts it, in one transaction: the unique (survey_id, voter_key) index
     * decides which of several simultaneous votes of one voter is stored, and only a stored vote
     * moves the counter. Answers false when this voter had already answered.
     */
    async castVote(vote: VoteToCast): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (vote.otherKeys.length > 0) {
          const earlier = await tx
            .select({ id: surveyVotes.id })
            .from(surveyVotes)
            .where(and(eq(surveyVotes.survey_id, vote.surveyId), inArray(surveyVotes.voter_key, [...vote.otherKeys])))
            .limit(1);
          if (earlier.length > 0) return false;
        }
        const inserted = await tx
          .insert(surveyVotes)
          .values({ survey_id: vote.surveyId, choice_id: vote.choiceId, voter_key: vote.voterKey, customer_id: vote.customerId })
          .onConflictDoNothing({ target: [surveyVotes.survey_id, surveyVotes.voter_key] })
          .returning({ id: surveyVotes.id });
        if (inserted.length === 0) return false;
        await tx
          .update(surveyChoices)
          .set({ votes: sql`${surveyChoices.votes} + 1` })
          .where(and(eq(surveyChoices.id, vote.choiceId), eq(surveyChoices.survey_id, vote.surveyId)));
        return true;
      });
    },
  };
}
export type SurveysRepo = ReturnType<typeof surveysRepo>;
