import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { FEEDBACK_TEXTS as T } from '@commons/domain';
import { formSubmissions, locations, mailOutbox, sites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newAddress, SAME_ORIGIN } from '../customers/testing/customer-test-kit.ts';
import { FORMS_PER_10_MINUTES, FORM_BODY_LIMIT } from './forms.routes.ts';
import { feedbackForm, QUICK_CAPTCHA, solvedCaptcha } from './testing/forms-test-kit.ts';

const TODAY = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let northfield = 0;
let harbor = 0;
let westside = 0;

const submit = (body: unknown, address = newAddress(), headers: Record<string, string> = SAME_ORIGIN) =>
  t.app.inject({ method: 'POST', url: '/v1/feedback/submit', payload: body as object, headers, remoteAddress: address });

beforeAll(async () => {
  t = await createTestApp({ today: TODAY, config: QUICK_CAPTCHA });
  const siteId = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/v1/sites/${slug}/info` })).json().site.id as number;
  northfield = await siteId('northfield');
  harbor = await siteId('harbor');
  const [row] = await t.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, northfield), eq(locations.name, 'Westside Grill')));
  westside = row?.id ?? 0;
});
afterAll(async () => t.close());

describe('GET /v1/locations/all_locations_feedback', () => {
  it('lists the locations flagged for the feedback form, by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/locations/all_locations_feedback?site_id=${northfield}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().locations.map((l: { name: string }) => l.name)).toEqual(['Library Coffee', 'North Tower Dining', 'Westside Grill']);
  });

  it('is empty for a site that flags none, and a 404 for an unknown site', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/v1/locations/all_locations_feedback?site_id=${harbor}` })).json()).toEqual({ locations: [] });
    expect((await t.app.inject({ method: 'GET', url: '/v1/locations/all_locations_feedback?site_id=99999' })).statusCode).toBe(404);
  });
});

describe('POST /v1/feedback/submit', () => {
  it('stores the feedback, mails every field to the team, and tells the address typed in that it arrived, quoting nothing it said', async () => {
    const res = await submit(feedbackForm(northfield, westside, await solvedCaptcha(t), { comments: 'Great <b>chili</b> & <script>alert(1)</script>' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Thank you for submitting your feedback!' });

    const [stored] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.site_id, northfield)).orderBy(desc(formSubmissions.id)).limit(1);
    expect(stored?.kind).toBe('feedback');
    expect(stored?.fields).toMatchObject({ first_name: 'Jamie', email: 'jamie.rivera@example.edu', location: westside, location_name: 'Westside Grill', offers: 'true', birthday: '04/23' });
    expect(stored?.fields).not.toHaveProperty('captcha');

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.site_id, northfield)).orderBy(desc(mailOutbox.id)).limit(2);
    const team = mails.find((m) => m.to === 'dining-team@northfield.example.edu');
    const copy = mails.find((m) => m.to === 'jamie.rivera@example.edu');
    expect(team?.subject).toBe('Feedback from Jamie Rivera (Northfield University)');
    for (const line of ['Email: jamie.rivera@example.edu', 'Campus ID: N1234567', 'Dining location: Westside Grill', 'Residence: On Campus', 'I am a: Sophomore', 'Special offers: Yes', 'Birthday (MM/DD): 04/23']) {
      expect(team?.text).toContain(line);
    }
    expect(team?.text).toContain(`Reference ${stored?.public_id}`);
    expect(copy?.subject).toBe('We received your feedback (Northfield University)');
    expect(copy?.text).toContain('Thank you. The Northfield University dining team has received your feedback.');
    expect(copy?.text).toContain(`Reference ${stored?.public_id}. If you did not send this, you can ignore this message.`);
    for (const said of ['Jamie', 'Rivera', 'N1234567', 'chili', 'Sophomore', '04/23', 'On Campus']) {
      expect(copy?.text).not.toContain(said);
      expect(copy?.html).not.toContain(said);
    }
    // Submitted text is shown as text, never as markup.
    expect(team?.html).toContain('Great &lt;b&gt;chili&lt;/b&gt; &amp; &lt;script&gt;');
    expect(team?.html).not.toContain('<script>');
  });

  it("falls back to the site's public address when it names no forms address", async () => {
    await t.database.db.update(sites).set({ forms_email: null, email: 'dining@harbor.example.edu' }).where(eq(sites.id, harbor));
    const res = await submit(feedbackForm(harbor, null, await solvedCaptcha(t)));
    expect(res.statusCode, res.body).toBe(200);
    const [team] = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.site_id, harbor), eq(mailOutbox.to, 'dining@harbor.example.edu')));
    expect(team?.text).toContain('Dining location: (not given)');
  });

  it('answers each missing field with its message, and keeps nothing', async () => {
    const before = await t.database.db.$count(formSubmissions);
    const res = await submit({ site_id: northfield });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      first_name: 'A first name is required',
      last_name: 'A last name is required',
      email: 'An email address is required',
      customer_residence: T.residenceRequired,
      customer_type: T.customerTypeRequired,
      comments: T.commentsRequired,
      captcha: 'Please complete the reCAPTCHA to submit feedback.',
    });
    expect(await t.database.db.$count(formSubmissions)).toBe(before);
  });

  it.each([
    ['a name with digits', { first_name: 'J4mie' }, 'first_name', 'A first name must only contain letters'],
    ['a bad e-mail', { email: 'jamie@' }, 'email', 'Please enter a valid email address'],
    ['a campus ID with symbols', { student_id: 'N-12' }, 'student_id', T.campusIdCharacters],
    ['a residence not offered', { customer_residence: 'Dorm' }, 'customer_residence', T.residenceRequired],
    ['a customer type not offered', { customer_type: 'Alumni' }, 'customer_type', T.customerTypeRequired],
    ['blank comments', { comments: '   ' }, 'comments', T.commentsRequired],
    ['comments over the cap', { comments: 'x'.repeat(5001) }, 'comments', T.commentsTooLong],
    ['offers not yes or no', { offers: 'maybe' }, 'offers', "Use 'true' or 'false'."],
    ['a birthday that is no day', { birthday: '02/30' }, 'birthday', T.birthdayInvalid],
    ['a NUL in the comments', { comments: 'a\u0000b' }, 'comments', 'Must not contain NUL characters or broken Unicode (unpaired surrogates).'],
    ['a number for a name', { first_name: 12 }, 'first_name', 'Must be text.'],
    ['an unknown field', { admin: true }, 'admin', 'This field is not allowed.'],
  ])('refuses %s with a field error', async (_name, change, field, message) => {
    const res = await submit(feedbackForm(northfield, westside, 'unused', change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it('needs a location when the site offers some, and only one it offers', async () => {
    const none = await submit(feedbackForm(northfield, null, await solvedCaptcha(t)));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ location: T.locationRequired });
    const [other] = await t.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, northfield), eq(locations.feedback, false))).limit(1);
    const notOffered = await submit(feedbackForm(northfield, other?.id ?? 0, await solvedCaptcha(t)));
    expect(notOffered.json().errors).toEqual({ location: T.locationUnknown });
  });

  it('refuses a wrong, forged or replayed captcha answer', async () => {
    const garbage = await submit(feedbackForm(northfield, westside, 'bm90IGEgc29sdXRpb24='));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errors).toEqual({ captcha: T.captchaFailed });

    const answer = await solvedCaptcha(t);
    type Payload = { challenge: { parameters: { cost: number } }; solution: { derivedKey: string } };
    const forge = (change: (p: Payload) => void) => {
      const payload = JSON.parse(Buffer.from(answer, 'base64').toString()) as Payload;
      change(payload);
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    };
    const guessedKey = forge((p) => (p.solution.derivedKey = `${p.solution.derivedKey.slice(0, -1)}${p.solution.derivedKey.endsWith('0') ? '1' : '0'}`));
    expect((await submit(feedbackForm(northfield, westside, guessedKey))).json().errors).toEqual({ captcha: T.captchaFailed });
    const easierChallenge = forge((p) => (p.challenge.parameters.cost = 0));
    expect((await submit(feedbackForm(northfield, westside, easierChallenge))).json().errors).toEqual({ captcha: T.captchaFailed });

    expect((await submit(feedbackForm(northfield, westside, answer))).statusCode).toBe(200);
    const replayed = await submit(feedbackForm(northfield, westside, answer));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors).toEqual({ captcha: T.captchaFailed });
  });

  it('accepts one of two racing submissions of the same answer', async () => {
    const answer = await solvedCaptcha(t);
    const both = await Promise.all([submit(feedbackForm(northfield, westside, answer)), submit(feedbackForm(northfield, westside, answer))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an oversized body (413), another site’s page (403) and a text/plain body (415)', async () => {
    const big = await submit({ ...feedbackForm(northfield, westside, 'x'), comments: 'x'.repeat(FORM_BODY_LIMIT) });
    expect(big.statusCode).toBe(413);
    const cross = await submit(feedbackForm(northfield, westside, await solvedCaptcha(t)), newAddress(), { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' });
    expect(cross.statusCode).toBe(403);
    const plain = await t.app.inject({ method: 'POST', url: '/v1/feedback/submit', payload: 'comments=hi', headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' } });
    expect(plain.statusCode).toBe(415);
  });

  it(`limits one address to ${FORMS_PER_10_MINUTES} sends in 10 minutes`, async () => {
    const address = newAddress();
    for (let i = 0; i < FORMS_PER_10_MINUTES; i++) expect((await submit({ site_id: northfield }, address)).statusCode).toBe(400);
    expect((await submit(feedbackForm(northfield, westside, await solvedCaptcha(t)), address)).statusCode).toBe(429);
    expect((await submit({ site_id: northfield }, newAddress())).statusCode).toBe(400);
  });
});
