import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites, surveys as surveysTable } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { VOTER_COOKIE } from './voter.ts';
import { VOTES_PER_MINUTE } from './surveys.routes.ts';

interface Choice {
  id: number;
  choice: string;
  votes: number;
}
interface Survey {
  id: number;
  question: string;
  choices: Choice[];
  answered: number | null;
}

let t: TestApp;
const siteIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z') });
  for (const slug of ['northfield', 'lakeside', 'pinecrest']) {
    siteIds[slug] = (await t.app.inject({ method: 'GET', url: `/v1/sites/${slug}/info` })).json().site.id;
  }
});
afterAll(async () => t.close());

let voterCount = 0;
/** A fresh, well-formed voter cookie value (22 base64url characters). */
const newVoter = () => `testvoter${String(++voterCount).padStart(13, '0')}`;
const cookieOf = (voter: string) => ({ [VOTER_COOKIE]: voter });

const list = (query: string, voter?: string) =>
  t.app.inject({ method: 'GET', url: `/v1/surveys/public_list?${query}`, ...(voter ? { cookies: cookieOf(voter) } : {}) });
const northfield = async (voter?: string) => (await list(`site_id=${siteIds.northfield}`, voter)).json<{ surveys: Survey[] }>().surveys;

let address = 0;
/** Each vote from its own address unless one is given, so the per-address limit stays out of the way. */
const vote = (payload: unknown, voter?: string, ip = `10.20.${Math.floor(++address / 250)}.${address % 250}`) =>
  t.app.inject({ method: 'POST', url: '/v1/surveys/answer', payload: payload as object, remoteAddress: ip, ...(voter ? { cookies: cookieOf(voter) } : {}) });

const setCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header.map(String) : header === undefined ? [] : [String(header)];
  return all.find((c) => c.startsWith(`${VOTER_COOKIE}=`));
};

describe('GET /v1/surveys/public_list', () => {
  it("lists a site's published surveys newest first, with choices in order, results and no answer yet", async () => {
    const res = await list(`site_id=${siteIds.northfield}`);
    expect(res.statusCode).toBe(200);
    const { surveys } = res.json<{ surveys: Survey[] }>();
    expect(surveys.map((s) => s.question)).toEqual([
      'Which late-night option should Founders Hall add this spring?',
      'How would you rate the new plant-based station?',
      'When do you usually eat lunch on weekdays?',
    ]);
    expect(surveys[0]).toEqual({
      id: expect.any(Number),
      question: 'Which late-night option should Founders Hall add this spring?',
      answered: null,
      choices: [
        { id: expect.any(Number), choice: 'Build-your-own ramen bar', votes: 48 },
        { id: expect.any(Number), choice: 'Wood-fired flatbreads', votes: 37 },
        { id: expect.any(Number), choice: 'Breakfast all night', votes: 52 },
        { id: expect.any(Number), choice: 'Smoothie and acai bowls', votes: 21 },
      ],
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('limits the list to `count` (1 on the home tile)', async () => {
    const one = (await list(`site_id=${siteIds.northfield}&count=1`)).json<{ surveys: Survey[] }>().surveys;
    expect(one.map((s) => s.question)).toEqual(['Which late-night option should Founders Hall add this spring?']);
    const lakeside = (await list(`site_id=${siteIds.lakeside}&count=5`)).json<{ surveys: Survey[] }>().surveys;
    expect(lakeside).toHaveLength(2);
  });

  it('answers an empty list for a site without surveys', async () => {
    const res = await list(`site_id=${siteIds.pinecrest}&count=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ surveys: [] });
  });

  it("answers 'Invalid site.' for an unknown or unpublished site", async () => {
    const unknown = await list('site_id=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
    const [oldmill] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'oldmill'));
    if (!oldmill) throw new Error('no unpublished site');
    const unpublished = await list(`site_id=${oldmill.id}`);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json()).toEqual({ status: 'error', msg: 'Invalid site.' });
  });

  it('rejects a missing, malformed or out-of-range query with field errors', async () => {
    for (const [query, field] of [
      ['', 'site_id'],
      ['site_id=abc', 'site_id'],
      [`site_id=${siteIds.northfield}&count=0`, 'count'],
      [`site_id=${siteIds.northfield}&count=51`, 'count'],
      [`site_id=${siteIds.northfield}&count=1.5`, 'count'],
      [`site_id=${siteIds.northfield}&extra=1`, 'extra'],
      [`site_id=${encodeURIComponent("1' or '1'='1")}`, 'site_id'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status).toBe('error');
      expect(res.json().errors, query).toHaveProperty([field]);
    }
  });

  it('gives a new browser a long-lived, HttpOnly, SameSite=Lax voter cookie, Secure over https only', async () => {
    const plain = setCookieOf(await list(`site_id=${siteIds.northfield}`));
    expect(plain).toMatch(new RegExp(`^${VOTER_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).toContain('Path=/v1/surveys');
    expect(plain).toContain(`Max-Age=${400 * 24 * 60 * 60}`);
    expect(plain).not.toContain('Secure');
    const https = await t.app.inject({ method: 'GET', url: `/v1/surveys/public_list?site_id=${siteIds.northfield}`, headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookieOf(https)).toContain('Secure');
  });

  it('keeps a valid voter cookie and replaces a malformed one', async () => {
    expect(setCookieOf(await list(`site_id=${siteIds.northfield}`, newVoter()))).toBeUndefined();
    expect(setCookieOf(await list(`site_id=${siteIds.northfield}`, 'short'))).toMatch(/^commons_voter=[A-Za-z0-9_-]{22};/);
    expect(setCookieOf(await list(`site_id=${siteIds.northfield}`, `${'a'.repeat(21)};`))).toBeDefined();
  });
});

describe('POST /v1/surveys/answer', () => {
  it("counts a vote, answers the survey with its results and remembers this browser's answer", async () => {
    const voter = newVoter();
    const [before] = await northfield(voter);
    if (!before) throw new Error('no survey');
    const pick = before.choices[1];
    if (!pick) throw new Error('no choice');
    const res = await vote({ survey_id: before.id, choice_id: pick.id, choice: pick.choice, site_id: siteIds.northfield }, voter);
    expect(res.statusCode).toBe(200);
    const { survey } = res.json<{ survey: Survey }>();
    expect(survey.id).toBe(before.id);
    expect(survey.answered).toBe(pick.id);
    expect(survey.choices.find((c) => c.id === pick.id)?.votes).toBe(pick.votes + 1);
    expect(survey.choices.filter((c) => c.id !== pick.id)).toEqual(before.choices.filter((c) => c.id !== pick.id));
    expect(res.headers['cache-control']).toBe('private, no-store');

    const [again] = await northfield(voter);
    expect(again?.answered).toBe(pick.id);
    const [stranger] = await northfield(newVoter());
    expect(stranger?.answered).toBeNull();
  });

  it("refuses a second vote from the same browser with 409 'You have already answered this survey.' and never counts it", async () => {
    const voter = newVoter();
    const [s] = await northfield(voter);
    const [first, second] = s?.choices ?? [];
    if (!s || !first || !second) throw new Error('no survey');
    expect((await vote({ survey_id: s.id, choice_id: first.id }, voter)).statusCode).toBe(200);
    const counted = (await northfield(voter))[0]?.choices;
    for (const choiceId of [first.id, second.id]) {
      const res = await vote({ survey_id: s.id, choice_id: choiceId }, voter);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'error', msg: 'You have already answered this survey.' });
    }
    expect((await northfield(voter))[0]?.choices).toEqual(counted);
  });

  it('gives a browser without a cookie one with its vote, under which the vote is remembered', async () => {
    const [, s] = await northfield();
    const pick = s?.choices[0];
    if (!s || !pick) throw new Error('no survey');
    const res = await vote({ survey_id: s.id, choice_id: pick.id });
    expect(res.statusCode).toBe(200);
    const cookie = setCookieOf(res);
    expect(cookie).toContain('HttpOnly');
    const voter = /^commons_voter=([^;]+)/.exec(cookie ?? '')?.[1];
    if (!voter) throw new Error('no cookie');
    expect((await northfield(voter))[1]?.answered).toBe(pick.id);
    expect((await vote({ survey_id: s.id, choice_id: pick.id }, voter)).statusCode).toBe(409);
  });

  it('refuses a choice of another survey with a field error on choice_id', async () => {
    const [a, b] = await northfield();
    const foreign = b?.choices[0];
    if (!a || !foreign) throw new Error('no survey');
    const res = await vote({ survey_id: a.id, choice_id: foreign.id }, newVoter());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: { choice_id: expect.any(String) } });
    const unknown = await vote({ survey_id: a.id, choice_id: 999_999 }, newVoter());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('choice_id');
  });

  it("answers 'Invalid survey.' for an unknown survey, another site's survey and an unpublished one", async () => {
    const [s] = await northfield();
    const choice = s?.choices[0];
    if (!s || !choice) throw new Error('no survey');
    const [draft] = await t.database.db.select().from(surveysTable).where(eq(surveysTable.published, false));
    if (!draft) throw new Error('no draft survey');
    for (const body of [
      { survey_id: 999_999, choice_id: choice.id },
      { survey_id: s.id, choice_id: choice.id, site_id: siteIds.lakeside },
      { survey_id: draft.id, choice_id: choice.id },
    ]) {
      const res = await vote(body, newVoter());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', msg: 'Invalid survey.' });
    }
  });

  it('rejects a missing, malformed or oversized body with field errors', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/v1/surveys/answer', remoteAddress: '10.30.0.1' });
    expect(empty.statusCode).toBe(400);
    const cases: [unknown, string[]][] = [
      [{}, ['survey_id', 'choice_id']],
      [{ survey_id: '1', choice_id: true }, ['survey_id', 'choice_id']],
      [{ survey_id: 1.5, choice_id: -2 }, ['survey_id', 'choice_id']],
      [{ survey_id: 1, choice_id: 2 ** 40 }, ['choice_id']],
      [{ survey_id: 1, choice_id: 1, choice: 'x'.repeat(501) }, ['choice']],
      [{ survey_id: 1, choice_id: 1, choice: { $ne: null } }, ['choice']],
      [{ survey_id: [1], choice_id: null }, ['survey_id', 'choice_id']],
      [{ survey_id: 1, choice_id: 1, admin: true }, ['admin']],
    ];
    for (const [payload, fields] of cases) {
      const res = await vote(payload, newVoter());
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().status).toBe('error');
      for (const field of fields) expect(res.json().errors, field).toHaveProperty([field]);
    }
    const huge = await vote({ survey_id: 1, choice_id: 1, choice: 'x'.repeat(70_000) }, newVoter());
    expect(huge.statusCode).toBe(413);
  });

  it('rejects invalid JSON, prototype pollution and injection attempts without a 500', async () => {
    const [s] = await northfield();
    const choice = s?.choices[0];
    if (!s || !choice) throw new Error('no survey');
    const raw = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/v1/surveys/answer', payload, headers: { 'content-type': 'application/json' }, remoteAddress: '10.30.0.2', cookies: cookieOf(newVoter()) });
    expect((await raw('{"survey_id": 1,')).statusCode).toBe(400);
    expect((await raw(`{"survey_id": ${s.id}, "choice_id": ${choice.id}, "__proto__": {"admin": true}}`)).statusCode).toBe(400);
    expect((await raw(`{"survey_id": "${s.id} or 1=1", "choice_id": ${choice.id}}`)).statusCode).toBe(400);
    const sql = await vote({ survey_id: s.id, choice_id: choice.id, choice: "'; drop table survey_votes; --" }, newVoter());
    expect(sql.statusCode).toBe(200);
    const form = await t.app.inject({ method: 'POST', url: '/v1/surveys/answer', payload: 'survey_id=1', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '10.30.0.2' });
    expect(form.statusCode).toBe(415);
    expect((await list(`site_id=${siteIds.northfield}`)).statusCode).toBe(200);
  });

  it('counts a vote whose echoed choice text holds a NUL or broken Unicode: that text is informative and cleaned', async () => {
    const [s] = await northfield();
    const choice = s?.choices[0];
    if (!s || !choice) throw new Error('no survey');
    const res = await vote({ survey_id: s.id, choice_id: choice.id, choice: `${choice.choice}\u0000\ud800` }, newVoter());
    expect(res.statusCode).toBe(200);
    expect(res.json<{ survey: Survey }>().survey.choices.find((c) => c.id === choice.id)?.votes).toBe(choice.votes + 1);
  });

  it('lets a campus behind one address vote at lunch, and limits the votes that address may send per minute', async () => {
    const [s] = await northfield();
    const choice = s?.choices[0];
    if (!s || !choice) throw new Error('no survey');
    const statuses: number[] = [];
    // Every student's browser has its own voter cookie; the campus shares one NAT address.
    for (let n = 0; n <= VOTES_PER_MINUTE; n++) statuses.push((await vote({ survey_id: s.id, choice_id: choice.id }, newVoter(), '10.40.0.1')).statusCode);
    expect(VOTES_PER_MINUTE).toBeGreaterThanOrEqual(300);
    expect(statuses.slice(0, VOTES_PER_MINUTE).filter((status) => status !== 200)).toEqual([]);
    expect(statuses[VOTES_PER_MINUTE]).toBe(429);
    expect((await vote({ survey_id: s.id, choice_id: choice.id }, newVoter(), '10.40.0.2')).statusCode).toBe(200);
  });
});
