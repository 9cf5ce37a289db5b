import { SURVEY_LIST_MAX, type Survey, type SurveyAnswerBody } from '@commons/contract';
import { AppError, invalid, notFound } from '../../platform/app-error.ts';
import type { SitesRepo } from '../sites/sites.repo.ts';
import type { SurveyChoiceRow, SurveyRow, SurveysRepo } from './surveys.repo.ts';
import type { Voter } from './voter.ts';
import { publishedSiteById } from '../sites/published-site.ts';

export const ALREADY_ANSWERED = 'You have already answered this survey.';

export function surveysService(repo: SurveysRepo, sites: SitesRepo) {
  async function requirePublishedSite(siteId: number): Promise<void> {
    await publishedSiteById(sites, siteId);
  }

  /** Surveys with their choices in order and the choice this voter picked. */
  async function withResults(rows: readonly SurveyRow[], voter: Voter): Promise<Survey[]> {
    const ids = rows.map((r) => r.id);
    const [choices, answers] = await Promise.all([repo.choicesOf(ids), repo.answersOf(ids, voter.keys)]);
    const bySurvey = new Map<number, SurveyChoiceRow[]>();
    for (const choice of choices) {
      const list = bySurvey.get(choice.survey_id) ?? [];
      list.push(choice);
      bySurvey.set(choice.survey_id, list);
    }
    const answered = new Map<number, number>();
    for (const answer of answers) if (!answered.has(answer.survey_id)) answered.set(answer.survey_id, answer.choice_id);
    return rows.map((row) => ({
      id: row.id,
      question: row.question,
      choices: (bySurvey.get(row.id) ?? []).map((c) => ({ id: c.id, choice: c.choice, votes: c.votes })),
      answered: answered.get(row.id) ?? null,
    }));
  }

  return {
    async publicList(siteId: number, count: number | undefined, voter: Voter): Promise<{ surveys: Survey[] }> {
      await requirePublishedSite(siteId);
      const rows = await repo.publishedSurveys(siteId, count ?? SURVEY_LIST_MAX);
      return { surveys: await withResults(rows, voter) };
    },

    /** Counts one vote of this voter; a second vote is refused and never counted. */
    async answer(body: SurveyAnswerBody, voter: Voter): Promise<{ survey: Survey }> {
      const survey = await repo.findSurvey(body.survey_id);
      if (!survey || !survey.published || (body.site_id !== undefined && survey.site_id !== body.site_id)) throw notFound('Invalid survey.');
      const site = await sites.findById(survey.site_id);
      if (!site?.published) throw notFound('Invalid survey.');
      const choice = await repo.findChoice(body.choice_id);
      if (!choice || choice.survey_id !== survey.id) {
        throw invalid('Please check the highlighted fields.', { choice_id: 'Choose one of the answers of this survey.' });
      }
      const isCounted = await repo.castVote({
        surveyId: survey.id,
        choiceId: choice.id,
        voterKey: voter.voterKey,
        otherKeys: voter.keys.filter((k) => k !== voter.voterKey),
        customerId: voter.customerId,
      });
      if (!isCounted) throw new AppError('conflict', ALREADY_ANSWERED);
      const [updated] = await withResults([survey], voter);
      if (!updated) throw notFound('Invalid survey.');
      return { survey: updated };
    },
  };
}
export type SurveysService = ReturnType<typeof surveysService>;
