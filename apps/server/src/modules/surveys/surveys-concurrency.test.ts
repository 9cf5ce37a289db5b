import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { surveyChoices, surveyVotes } from '../../db/schema/index.ts';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances.ts';
import { ALREADY_ANSWERED } from './surveys.service.ts';
import { VOTER_COOKIE } from './voter.ts';

/**
 * Votes race from two app instances on one PostgreSQL database: only the database keeps one vote
 * per voter (the unique survey and voter index) and every counted vote in its choice's counter
 * (an increment in the statement, not a value read before).
 */
interface Survey {
  id: number;
  question: string;
  choices: { id: number; votes: number }[];
}

const VOTES = 100;
let apps: TwoInstances;
let surveys: Survey[];

beforeAll(async () => {
  apps = await twoInstances({ today: new Date('2026-11-22T16:50:00Z') });
  const siteId = (await apps.first.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
  surveys = (await apps.first.app.inject({ method: 'GET', url: `/v1/surveys/public_list?site_id=${siteId}` })).json().surveys;
}, 60_000);
afterAll(async () => apps.close());

const surveyAsking = (question: string): Survey => {
  const found = surveys.find((s) => s.question === question);
  if (!found) throw new Error(`no survey ${question}`);
  return found;
};

/** Each choice's counter, in the survey's order, and the votes stored, read from the tables. */
async function tally(surveyId: number): Promise<{ counters: number[]; stored: number }> {
  const db = apps.first.database.db;
  const choices = await db.select({ votes: surveyChoices.votes }).from(surveyChoices).where(eq(surveyChoices.survey_id, surveyId)).orderBy(asc(surveyChoices.sort_order));
  const [rows] = await db.select({ n: count() }).from(surveyVotes).where(eq(surveyVotes.survey_id, surveyId));
  return { counters: choices.map((c) => c.votes), stored: rows?.n ?? 0 };
}

const voterToken = (prefix: string, n: number) => `${prefix}${String(n).padStart(22 - prefix.length, '0')}`;

/** VOTES votes at once for the survey's first choice, every other one through the second instance, each from its own address. */
const voteAtOnce = (survey: Survey, voterFor: (n: number) => string) =>
  Promise.all(
    Array.from({ length: VOTES }, (_, n) =>
      (n % 2 === 0 ? apps.first : apps.second).app.inject({
        method: 'POST',
        url: '/v1/surveys/answer',
        payload: { survey_id: survey.id, choice_id: survey.choices[0]?.id },
        cookies: { [VOTER_COOKIE]: voterFor(n) },
        remoteAddress: `10.50.${Math.floor(n / 200)}.${n % 200}`,
      }),
    ),
  );

describe('votes at once through two instances', () => {
  it('counts every one of 100 voters: the first choice goes from 48 to 148 votes, each vote with its row', async () => {
    const survey = surveyAsking('Which late-night option should Founders Hall add this spring?');
    expect(await tally(survey.id)).toEqual({ counters: [48, 37, 52, 21], stored: 158 });
    const answers = await voteAtOnce(survey, (n) => voterToken('many', n));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: VOTES }, () => 200));
    expect(await tally(survey.id)).toEqual({ counters: [148, 37, 52, 21], stored: 258 });
  }, 30_000);

  it('counts one voter’s 100 simultaneous votes once and refuses the other 99 with 409', async () => {
    const survey = surveyAsking('How would you rate the new plant-based station?');
    expect(await tally(survey.id)).toEqual({ counters: [64, 41, 29, 18, 7], stored: 159 });
    const answers = await voteAtOnce(survey, () => voterToken('single', 1));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(99);
    for (const answer of refused) expect(answer.json().msg).toBe(ALREADY_ANSWERED);
    expect(await tally(survey.id)).toEqual({ counters: [65, 41, 29, 18, 7], stored: 160 });
  }, 30_000);
});
