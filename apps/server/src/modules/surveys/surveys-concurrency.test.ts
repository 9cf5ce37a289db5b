import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sum } from 'drizzle-orm';
import { surveyChoices, surveyVotes } from '../../db/schema/index.ts';
import { readConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { VOTER_COOKIE } from './voter.ts';

interface Survey {
  id: number;
  choices: { id: number; votes: number }[];
}

let t: TestApp;
let surveys: Survey[];

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  const siteId = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
  surveys = (await t.app.inject({ method: 'GET', url: `/v1/surveys/public_list?site_id=${siteId}` })).json().surveys;
});
afterAll(async () => t.close());

/** The counters' total and the stored votes of one survey, read from the tables. */
async function tally(surveyId: number): Promise<{ counted: number; stored: number }> {
  const [counters] = await t.database.db.select({ total: sum(surveyChoices.votes) }).from(surveyChoices).where(eq(surveyChoices.survey_id, surveyId));
  const [rows] = await t.database.db.select({ n: count() }).from(surveyVotes).where(eq(surveyVotes.survey_id, surveyId));
  return { counted: Number(counters?.total ?? 0), stored: rows?.n ?? 0 };
}

const voterToken = (prefix: string, n: number) => `${prefix}${String(n).padStart(22 - prefix.length, '0')}`;

/** 100 votes at once, each from its own address; `voterFor(n)` names the browser of vote n. */
const voteAtOnce = (survey: Survey, voterFor: (n: number) => string) =>
  Promise.all(
    Array.from({ length: 100 }, (_, n) => {
      const choice = survey.choices[n % survey.choices.length];
      if (!choice) throw new Error('no choice');
      return t.app.inject({
        method: 'POST',
        url: '/v1/surveys/answer',
        payload: { survey_id: survey.id, choice_id: choice.id },
        cookies: { [VOTER_COOKIE]: voterFor(n) },
        remoteAddress: `10.50.${Math.floor(n / 200)}.${n % 200}`,
      });
    }),
  );

describe('parallel votes', () => {
  it('runs on the database the tests were given', () => {
    expect(t.database.kind).toBe(readConfig().DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('counts all of 100 simultaneous votes from 100 voters, each with its row', async () => {
    const survey = surveys[0];
    if (!survey) throw new Error('no survey');
    const before = await tally(survey.id);
    expect(before.counted).toBe(before.stored);
    const answers = await voteAtOnce(survey, (n) => voterToken('many', n));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(await tally(survey.id)).toEqual({ counted: before.counted + 100, stored: before.stored + 100 });
  });

  it('counts 100 simultaneous votes from one voter once and refuses the other 99', async () => {
    const survey = surveys[1];
    if (!survey) throw new Error('no survey');
    const before = await tally(survey.id);
    const answers = await voteAtOnce(survey, () => voterToken('single', 1));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await tally(survey.id)).toEqual({ counted: before.counted + 1, stored: before.stored + 1 });
  });
});
