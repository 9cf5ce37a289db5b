import { z } from 'zod';
import { get, post } from './route.ts';
import { bodyId, siteId, storableText } from './primitives.ts';

const tag = 'surveys';

/** The most surveys one list answers. */
export const SURVEY_LIST_MAX = 50;
/** The longest choice text a vote may echo back. */
export const SURVEY_CHOICE_MAX_LENGTH = 500;

export const surveyChoice = z.object({ id: z.number(), choice: z.string(), votes: z.number() });
export type SurveyChoice = z.infer<typeof surveyChoice>;

/** A poll with its running results; `answered` is the choice this voter picked, or null. */
export const survey = z.object({
  id: z.number(),
  question: z.string(),
  choices: z.array(surveyChoice),
  answered: z.number().nullable(),
});
export type Survey = z.infer<typeof survey>;

export const surveyListQuery = z
  .object({
    site_id: siteId,
    count: z.coerce
      .number({ error: 'Must be a number.' })
      .int('Must be a whole number.')
      .min(1, 'Must be 1 or more.')
      .max(SURVEY_LIST_MAX, `At most ${SURVEY_LIST_MAX}.`)
      .optional(),
  })
  .strict();
export const getSurveys = get(
  '/v1/surveys/public_list',
  {
    summary: "A site's published surveys, newest first (at most `count`), with results and this voter's answer",
    tag,
    query: surveyListQuery,
  },
  z.object({ surveys: z.array(survey) }),
);

export const surveyAnswerBody = z
  .object({
    survey_id: bodyId,
    choice_id: bodyId,
    /**
     * The chosen text as the visitor saw it; informative only, the vote counts `choice_id`. Text
     * PostgreSQL cannot hold is cleaned, not refused: a stray character here must not cost the vote.
     */
    choice: storableText('clean').max(SURVEY_CHOICE_MAX_LENGTH, `Must be at most ${SURVEY_CHOICE_MAX_LENGTH} characters.`).optional(),
    /** The site the visitor is on: when given, a survey of another site is not found. */
    site_id: bodyId.optional(),
  })
  .strict();
export type SurveyAnswerBody = z.infer<typeof surveyAnswerBody>;

export const postSurveyAnswer = post(
  '/v1/surveys/answer',
  {
    summary: 'Vote on a survey, once per browser (and per customer when signed in); answers the survey with its results (rate limited)',
    tag,
    body: surveyAnswerBody,
  },
  z.object({ survey }),
);
