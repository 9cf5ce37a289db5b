import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { HELP_TEXTS as T } from '@commons/domain';
import type { HelpQuestion } from '@commons/contract';
import { formSubmissions, helpQuestions, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { siteIdsBySlug } from '../../test-support/site-list-checks.ts';
import { newAddress, SAME_ORIGIN } from '../customers/testing/customer-test-kit.ts';
import { HELP_BODY_LIMIT, HELP_SENDS_PER_10_MINUTES } from './help.routes.ts';
import { flatten, followUpBody, questionNamed, switchPlanBody, switchPlanForm, treeOf } from './testing/help-test-kit.ts';

const TODAY = new Date('2026-11-24T15:00:00Z');
const TEAM = 'dining-team@northfield.example.edu';
let t: TestApp;
let ids: Record<string, number> = {};
let tree: HelpQuestion[] = [];

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, body: unknown, address = newAddress(), headers: Record<string, string> = SAME_ORIGIN) =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers, remoteAddress: address });
const submit = (body: unknown, address?: string, headers?: Record<string, string>) => post('/v1/dynamic_faqs/answer/submit', body, address, headers);
const followUp = (body: unknown, address?: string, headers?: Record<string, string>) => post('/v1/dynamic_faqs/answer/follow_up', body, address, headers);
const search = (siteId: number, needle?: string) => get(`/v1/dynamic_faqs/search?site_id=${siteId}${needle === undefined ? '' : `&needle=${encodeURIComponent(needle)}`}`);

const latestSubmission = async () => (await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.kind, 'help')).orderBy(desc(formSubmissions.id)).limit(1))[0];
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  ids = await siteIdsBySlug(t, ['northfield', 'lakeside', 'harbor', 'oldmill']);
  tree = await treeOf(t, ids.northfield!);
});
afterAll(async () => t.close());

describe('GET /v1/dynamic_faqs', () => {
  it('answers the site’s questions as a tree, three levels deep, each with its ancestors and answer', async () => {
    const res = await get(`/v1/dynamic_faqs?site_id=${ids.northfield}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(tree.map((q) => q.text)).toEqual(['Meal plans', 'Locations and hours', 'Allergies and special diets', 'My ID card']);
    const mealPlans = tree[0]!;
    expect(mealPlans.answer).toBeNull();
    expect(mealPlans.parents).toEqual([]);
    const changing = mealPlans.child_questions[0]!;
    expect(changing.text).toBe('Changing my plan');
    const leaf = changing.child_questions[0]!;
    expect(leaf.text).toBe('How do I switch plans mid-semester?');
    expect(leaf.parents).toEqual([
      { id: mealPlans.id, text: 'Meal plans' },
      { id: changing.id, text: 'Changing my plan' },
    ]);
    expect(leaf.answer).toMatchObject({ type: 'form', contact: false, url: null, text: null });
    expect(leaf.answer?.form_elements.map((e) => [e.type, e.label, e.required])).toEqual([
      ['radio_buttons', 'New meal plan', true],
      ['input', 'Student ID', true],
      ['input', 'Email address', true],
      ['checkboxes', 'Apply the change to', true],
      ['textarea', 'Anything else we should know?', false],
    ]);
    expect(leaf.answer?.form_elements[0]?.options).toContain('Gold');
  });

  it('carries every answer type: text with the contact flag, and links', () => {
    const cancel = questionNamed(tree, 'Can I cancel my meal plan?').answer;
    expect(cancel).toMatchObject({ type: 'text', contact: true, form_elements: [] });
    const menu = questionNamed(tree, "Where can I find today's menu?").answer;
    expect(menu).toMatchObject({ type: 'link', url: '/northfield/whats-on-the-menu', url_text: "See today's menu" });
    const types = new Set(flatten(tree).map((q) => q.answer?.type ?? 'none'));
    expect([...types].sort()).toEqual(['form', 'link', 'none', 'text']);
  });

  it('is empty for a site without help, and a 404 for an unpublished or unknown site', async () => {
    expect((await get(`/v1/dynamic_faqs?site_id=${ids.harbor}`)).json()).toEqual({ questions: [] });
    expect((await get(`/v1/dynamic_faqs?site_id=${ids.oldmill}`)).statusCode).toBe(404);
    expect((await get('/v1/dynamic_faqs?site_id=987654')).statusCode).toBe(404);
    expect((await get('/v1/dynamic_faqs')).statusCode).toBe(400);
  });
});

describe('GET /v1/dynamic_faqs/search', () => {
  it('matches question text with accents and case aside, with each result’s path and answer', async () => {
    for (const needle of ['CRÈME', 'creme brulee', 'Brûlée', 'gluten-free creme']) {
      const res = await search(ids.northfield!, needle);
      expect(res.statusCode).toBe(200);
      const found = res.json().questions as HelpQuestion[];
      expect(found.map((q) => q.text), needle).toEqual(['Is the Crème brûlée gluten-free?']);
      expect(found[0]?.parents.map((p) => p.text)).toEqual(['Locations and hours']);
      expect(found[0]?.answer?.type).toBe('text');
    }
    const cafe = (await search(ids.northfield!, 'cafe')).json().questions as HelpQuestion[];
    expect(cafe.map((q) => q.text)).toEqual(['What are the Café hours on weekends?']);
  });

  it('finds questions at every level, in tree order, with their child questions', async () => {
    const found = (await search(ids.northfield!, 'card')).json().questions as HelpQuestion[];
    expect(found.map((q) => q.text)).toEqual(['My ID card', 'Lost or stolen card', 'How do I report a lost card?', 'Will I be charged for a replacement card?']);
    expect(found[0]?.child_questions.map((q) => q.text)).toEqual(['Lost or stolen card']);
    expect(found[1]?.child_questions).toHaveLength(2);
    expect(found[2]?.parents.map((p) => p.text)).toEqual(['My ID card', 'Lost or stolen card']);
  });

  it('finds nothing for blank text, and nothing for text no question has', async () => {
    for (const needle of [undefined, '', '   ']) expect((await search(ids.northfield!, needle)).json(), String(needle)).toEqual({ questions: [] });
    expect((await search(ids.northfield!, 'xylophone')).json()).toEqual({ questions: [] });
    expect((await search(ids.oldmill!, 'plan')).statusCode).toBe(404);
    expect((await search(ids.northfield!, 'x'.repeat(201))).statusCode).toBe(400);
  });

  it('answers at most 50 questions', async () => {
    await t.database.db.insert(helpQuestions).values(Array.from({ length: 60 }, (_, i) => ({ site_id: ids.harbor!, text: `Pizza question ${i + 1}`, sort_order: i })));
    const found = (await search(ids.harbor!, 'pizza')).json().questions as HelpQuestion[];
    expect(found).toHaveLength(50);
    expect(found[0]?.text).toBe('Pizza question 1');
  });
});

describe('POST /v1/dynamic_faqs/answer/submit', () => {
  it('stores the form with its question and labelled values and mails the team; nothing goes to the address typed in (no captcha)', async () => {
    const { answer, ids: el } = switchPlanForm(tree);
    const res = await submit(switchPlanBody(ids.northfield!, tree, { [el.notes]: 'Move me to <b>Silver</b> & <script>alert(1)</script>', [el.terms]: ['Summer session', 'Fall semester'] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Thank you — your request has been sent.' });
    expect(res.headers['cache-control']).toBe('private, no-store');

    const stored = await latestSubmission();
    expect(stored?.site_id).toBe(ids.northfield);
    expect(stored?.fields).toMatchObject({ question: 'How do I switch plans mid-semester?', answer_id: answer.id });
    expect((stored?.fields as { values: unknown[] }).values).toContainEqual({ id: el.plan, label: 'New meal plan', type: 'radio_buttons', value: 'Silver' });

    const [team] = await mailsTo(TEAM);
    expect(team?.subject).toBe('Help request: How do I switch plans mid-semester? (Northfield University)');
    for (const line of ['New meal plan: Silver', 'Student ID: N1234567', 'Email address: jamie.rivera@example.edu', 'Apply the change to: Fall semester, Summer session']) expect(team?.text).toContain(line);
    expect(team?.text).toContain(`Reference ${stored?.public_id}`);
    // Submitted text is shown as text, never as markup.
    expect(team?.html).toContain('Move me to &lt;b&gt;Silver&lt;/b&gt; &amp; &lt;script&gt;');
    expect(team?.html).not.toContain('<script>');
    expect(await mailsTo('jamie.rivera@example.edu')).toEqual([]);
  });

  it('mails only the team when the form asks for no e-mail address', async () => {
    const answer = questionNamed(tree, 'How do I request a special diet accommodation?').answer!;
    const id = (label: string) => answer.form_elements.find((e) => e.label === label)!.id;
    const before = await t.database.db.$count(mailOutbox);
    const body = { answer_id: answer.id, site_id: ids.northfield, form: [{ id: id('Student ID'), value: 'N7' }, { id: id('Preferred contact'), value: 'Phone' }, { id: id('Describe your dietary needs'), value: 'No dairy' }] };
    expect((await submit(body)).statusCode).toBe(200);
    expect(await t.database.db.$count(mailOutbox)).toBe(before + 1);
    const [team] = await mailsTo(TEAM);
    expect(team?.text).toContain('Allergens to avoid: (not given)');
  });

  it("says 'This field is required.' for each empty required element, keyed by its id, and keeps nothing", async () => {
    const { ids: el } = switchPlanForm(tree);
    const before = await t.database.db.$count(formSubmissions);
    const res = await submit(switchPlanBody(ids.northfield!, tree, { [el.plan]: undefined, [el.studentId]: '   ', [el.terms]: [], [el.notes]: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [el.plan]: T.required, [el.studentId]: T.required, [el.terms]: T.required });
    expect(await t.database.db.$count(formSubmissions)).toBe(before);
  });

  it('checks every element again, whatever the page said was valid', async () => {
    const { ids: el } = switchPlanForm(tree);
    const cases: [Record<number, unknown>, number, string][] = [
      [{ [el.plan]: 'Platinum' }, el.plan, T.notAnOption],
      [{ [el.plan]: ['Gold'] }, el.plan, T.notAnOption],
      [{ [el.terms]: ['Winter term'] }, el.terms, T.notAnOption],
      [{ [el.terms]: ['Fall semester', 'Fall semester'] }, el.terms, T.notAnOption],
      [{ [el.email]: 'jamie@' }, el.email, T.emailInvalid],
      [{ [el.notes]: 'x'.repeat(5001) }, el.notes, T.tooLong(5000)],
      [{ 999_999: 'x' }, 999_999, 'This field is not part of the form.'],
    ];
    for (const [changes, id, message] of cases) {
      const body = switchPlanBody(ids.northfield!, tree, changes);
      const res = await submit({ ...body, form: body.form.map((f) => ({ ...f, valid: true })) });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().errors, JSON.stringify(changes)).toEqual({ [id]: message });
    }
    const body = switchPlanBody(ids.northfield!, tree);
    const twice = await submit({ ...body, form: [...body.form, body.form[0]] });
    expect(twice.json().errors).toEqual({ [el.plan]: 'Each field may be sent once.' });
  });

  it('is a 404 for an unknown answer, another site’s answer and an answer that is not a form', async () => {
    const body = switchPlanBody(ids.northfield!, tree);
    expect((await submit({ ...body, answer_id: 987_654 })).statusCode).toBe(404);
    const lakeside = switchPlanBody(ids.lakeside!, await treeOf(t, ids.lakeside!));
    expect((await submit({ ...lakeside, site_id: ids.northfield })).statusCode).toBe(404);
    expect((await submit({ ...body, site_id: ids.lakeside })).statusCode).toBe(404);
    expect((await submit({ ...body, answer_id: questionNamed(tree, 'Can I cancel my meal plan?').answer!.id })).statusCode).toBe(404);
    expect((await submit({ ...body, site_id: ids.oldmill })).statusCode).toBe(404);
  });

  it('refuses a malformed body with field errors', async () => {
    const body = switchPlanBody(ids.northfield!, tree);
    for (const bad of [{ ...body, form: 'x' }, { ...body, form: [{ id: 'a', value: 'x' }] }, { ...body, form: [{ id: 1, value: 3 }] }, { ...body, admin: true }, { ...body, answer_id: '1' }]) {
      const res = await submit(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });

  it('refuses an oversized body (413), another site’s page (403) and a text/plain body (415)', async () => {
    const { ids: el } = switchPlanForm(tree);
    expect((await submit(switchPlanBody(ids.northfield!, tree, { [el.notes]: 'x'.repeat(HELP_BODY_LIMIT) }))).statusCode).toBe(413);
    const cross = await submit(switchPlanBody(ids.northfield!, tree), newAddress(), { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' });
    expect(cross.statusCode).toBe(403);
    const plain = await t.app.inject({ method: 'POST', url: '/v1/dynamic_faqs/answer/submit', payload: 'x=1', headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' } });
    expect(plain.statusCode).toBe(415);
  });

  it(`limits one address to ${HELP_SENDS_PER_10_MINUTES} sends in 10 minutes`, async () => {
    const address = newAddress();
    for (let i = 0; i < HELP_SENDS_PER_10_MINUTES; i++) expect((await submit({ site_id: ids.northfield }, address)).statusCode).toBe(400);
    expect((await submit(switchPlanBody(ids.northfield!, tree), address)).statusCode).toBe(429);
    expect((await submit({ site_id: ids.northfield }, newAddress())).statusCode).toBe(400);
  });
});

describe('POST /v1/dynamic_faqs/answer/follow_up', () => {
  const contactAnswer = () => questionNamed(tree, 'Can I cancel my meal plan?').answer!.id;

  it('stores the question and mails the team; nothing goes to the address typed in (no captcha)', async () => {
    const res = await followUp(followUpBody(ids.northfield!, contactAnswer(), { email: 'follow.up@example.edu', comments: 'Is <img src=x onerror=alert(1)> allowed?' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: T.success });
    const stored = await latestSubmission();
    expect(stored?.fields).toMatchObject({ question: 'Can I cancel my meal plan?', follow_up: true, name: 'Jamie Rivera', student_id: 'N1234567' });
    const [team] = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, TEAM), eq(mailOutbox.subject, 'Help question from Jamie Rivera (Northfield University)')));
    expect(team?.text).toContain('Question: Can I cancel my meal plan?');
    expect(team?.text).toContain('Student ID: N1234567');
    expect(team?.html).toContain('Is &lt;img src=x onerror=alert(1)&gt; allowed?');
    expect(team?.html).not.toContain('<img src=x');
    expect(await mailsTo('follow.up@example.edu')).toEqual([]);
  });

  it('refuses a name with line breaks or markup, which would reach the team mail’s subject, and keeps and mails nothing', async () => {
    const before = { submissions: await t.database.db.$count(formSubmissions), mails: await t.database.db.$count(mailOutbox) };
    for (const name of ['Jamie\r\nBcc: everyone@example.edu', 'Jamie <a href="https://evil.example">Rivera</a>']) {
      const res = await followUp(followUpBody(ids.northfield!, contactAnswer(), { name }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ name: 'A name must be one line of text, without line breaks, control characters, < or >.' });
    }
    expect(await t.database.db.$count(formSubmissions)).toBe(before.submissions);
    expect(await t.database.db.$count(mailOutbox)).toBe(before.mails);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Name is required.'],
    ['no email', { email: '' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'jamie@' }, 'email', 'Email must be correctly formatted.'],
    ['no student ID', { student_id: undefined }, 'student_id', 'Student ID is required.'],
    ['no comments', { comments: '\n' }, 'comments', 'Please describe how we can help.'],
  ])('says the spec’s words for %s', async (_name, change, field, message) => {
    const res = await followUp(followUpBody(ids.northfield!, contactAnswer(), change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it('says all four at once for an empty form', async () => {
    const res = await followUp({ site_id: ids.northfield, answer_id: contactAnswer() });
    expect(res.json().errors).toEqual({ name: T.nameRequired, email: T.emailRequired, student_id: T.studentIdRequired, comments: T.commentsRequired });
  });

  it('is a 404 for an answer that offers no follow-up, or is another site’s', async () => {
    const noContact = questionNamed(tree, 'What meal plans are offered?').answer!.id;
    expect((await followUp(followUpBody(ids.northfield!, noContact))).statusCode).toBe(404);
    expect((await followUp(followUpBody(ids.lakeside!, contactAnswer()))).statusCode).toBe(404);
  });

  it('refuses other sites’ pages and oversized bodies, and limits each address', async () => {
    const cross = await followUp(followUpBody(ids.northfield!, contactAnswer()), newAddress(), { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect((await followUp(followUpBody(ids.northfield!, contactAnswer(), { comments: 'x'.repeat(HELP_BODY_LIMIT) }))).statusCode).toBe(413);
    const address = newAddress();
    for (let i = 0; i < HELP_SENDS_PER_10_MINUTES; i++) expect((await followUp({}, address)).statusCode).toBe(400);
    expect((await followUp(followUpBody(ids.northfield!, contactAnswer()), address)).statusCode).toBe(429);
  });
});
