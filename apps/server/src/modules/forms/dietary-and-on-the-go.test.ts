import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DIETARY_TEXTS as D, ON_THE_GO_TEXTS as O } from '@commons/domain';
import { formSubmissions, locations, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newAddress, SAME_ORIGIN } from '../customers/testing/customer-test-kit.ts';
import { FORM_BODY_LIMIT, FORMS_PER_10_MINUTES } from './forms.routes.ts';

/** Tuesday 10:00 in New York. */
const TODAY = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let northfield = 0;
let lakeside = 0;

const post = (url: string, body: unknown, address = newAddress()) => t.app.inject({ method: 'POST', url, payload: body as object, headers: SAME_ORIGIN, remoteAddress: address });
const latestSubmission = async (kind: string) => (await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.kind, kind)).orderBy(desc(formSubmissions.id)).limit(1))[0];
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  const siteId = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/v1/sites/${slug}/info` })).json().site.id as number;
  northfield = await siteId('northfield');
  lakeside = await siteId('lakeside');
});
afterAll(async () => t.close());

const healthForm = (changes: Record<string, unknown> = {}) => ({
  site_id: northfield,
  date: '2026-11-24',
  name: 'Avery Núñez',
  email: 'avery.nunez@example.edu',
  allergens: ['Peanuts', 'Other (Please specify)', 'Milk'],
  other_allergies: 'Kiwi',
  epipen: 'true',
  carries_epinephrine: 'true',
  celiac: 'false',
  gluten_intolerant: 'false',
  gf_diet: 'false',
  medical_diet: 'false',
  consent: 'true',
  additional_comments: 'Anaphylaxis to peanuts <b>twice</b>.',
  ...changes,
});

describe('POST /v1/customer/health_form', () => {
  it('stores the form and mails every answer to the team, and nothing to the address typed in (the form has no captcha)', async () => {
    const res = await post('/v1/customer/health_form', healthForm());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Thank you for submitting your dietary health form!' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stored = await latestSubmission('health_form');
    expect(stored?.fields).toMatchObject({ name: 'Avery Núñez', allergens: ['Milk', 'Peanuts', 'Other (Please specify)'], epipen: 'true', consent: 'true' });
    const [team] = await mailsTo('dining-team@northfield.example.edu');
    expect(team?.subject).toBe('Dietary health form from Avery Núñez (Northfield University)');
    for (const line of ['Allergies: Milk, Peanuts, Other (Please specify)', 'Other allergies: Kiwi', 'Have you been prescribed an epinephrine auto-injector (EpiPen)?: Yes', 'Have you been diagnosed with celiac disease?: No']) {
      expect(team?.text).toContain(line);
    }
    expect(team?.html).toContain('&lt;b&gt;twice&lt;/b&gt;');
    expect(await mailsTo('avery.nunez@example.edu')).toEqual([]);
  });

  it('answers each missing field with its message', async () => {
    const res = await post('/v1/customer/health_form', { site_id: northfield });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      date: D.dateRequired,
      name: D.nameRequired,
      email: D.emailRequired,
      allergens: D.allergenRequired,
      epipen: D.answerRequired,
      carries_epinephrine: D.answerRequired,
      celiac: D.answerRequired,
      gluten_intolerant: D.answerRequired,
      gf_diet: D.answerRequired,
      medical_diet: D.answerRequired,
      consent: D.consentRequired,
    });
  });

  it.each([
    ['no consent', { consent: 'false' }, 'consent', D.consentRequired],
    ['an allergen not on the list', { allergens: ['Kiwi'] }, 'allergens.0', D.allergenUnknown],
    ['Other ticked but not named', { other_allergies: '  ' }, 'other_allergies', D.otherRequired],
    ['a yes/no answer that is neither', { celiac: 'yes' }, 'celiac', D.answerRequired],
    ['a name with digits', { name: 'R2D2' }, 'name', D.nameCharacters],
    ['no allergen', { allergens: [] }, 'allergens', D.allergenRequired],
    ['a bad e-mail', { email: 'avery@' }, 'email', D.emailInvalid],
    ['a date that is no date', { date: '2026-02-30' }, 'date', 'Not a real date.'],
    ['comments over the cap', { additional_comments: 'x'.repeat(2001) }, 'additional_comments', D.textTooLong],
  ])('refuses %s', async (_name, change, field, message) => {
    const res = await post('/v1/customer/health_form', healthForm(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses an unknown site (404), an oversized body (413) and too many sends from one address (429)', async () => {
    expect((await post('/v1/customer/health_form', healthForm({ site_id: 99999 }))).statusCode).toBe(404);
    expect((await post('/v1/customer/health_form', healthForm({ additional_comments: 'x'.repeat(FORM_BODY_LIMIT) }))).statusCode).toBe(413);
    const address = newAddress();
    for (let i = 0; i < FORMS_PER_10_MINUTES; i++) await post('/v1/customer/health_form', { site_id: northfield }, address);
    expect((await post('/v1/customer/health_form', healthForm(), address)).statusCode).toBe(429);
  });
});

describe('on-the-go orders', () => {
  const pickUpTimes = async (siteId: number) => t.app.inject({ method: 'GET', url: `/v1/on_the_go/pick_up_times?site_id=${siteId}` });
  const order = (pickUp: string, changes: Record<string, unknown> = {}) => ({
    site_id: northfield,
    name: 'Jordan Park',
    email: 'jordan.park@example.edu',
    student_id: 'N7654321',
    plan: 'Gold',
    pick_up: pickUp,
    entree: 'Sandwich',
    base: 'Gluten-Free Bread',
    protein: 'Turkey',
    cheese: 'Swiss',
    dressing_sauce: 'Honey Dijon',
    addons: ['Tomato', 'Lettuce'],
    sides: 'Gluten-Free Pretzels',
    drink: 'Bottled Water',
    allergens: ['Gluten'],
    comments: 'Please pack the sandwich apart from the bread basket.',
    ...changes,
  });

  it("offers the on-the-go location's pick-up times, today and tomorrow", async () => {
    const res = await pickUpTimes(northfield);
    expect(res.statusCode, res.body).toBe(200);
    const { location, times } = res.json() as { location: { name: string }; times: { value: string; label: string }[] };
    expect(location.name).toBe('Founders Grab & Go');
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => /^2026-11-2[45]T\d{2}:\d{2}$/.test(time.value) && /^(Today|Tomorrow), \d{1,2}:\d{2} [AP]M$/.test(time.label))).toBe(true);
    expect(times[0]!.value >= '2026-11-24T10:30').toBe(true);
  });

  it('takes an order, stores it and mails the kitchen every choice, and nothing to the address typed in', async () => {
    const { times } = (await pickUpTimes(northfield)).json() as { times: { value: string; label: string }[] };
    const at = times[0]!;
    const res = await post('/v1/customer/on_the_go_form', order(at.value));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Thank you for submitting your food order request!' });
    const stored = await latestSubmission('on_the_go');
    expect(stored?.fields).toMatchObject({ entree: 'Sandwich', base: 'Gluten-Free Bread', addons: ['Lettuce', 'Tomato'], location_name: 'Founders Grab & Go', pick_up: at.value });
    const [team] = await mailsTo('dining-team@northfield.example.edu');
    expect(team?.subject).toBe('On-the-go order from Jordan Park (Northfield University)');
    for (const line of ['Entree: Sandwich', 'Base: Gluten-Free Bread', 'Add-ons: Lettuce, Tomato', 'Allergies: Gluten', `Pick up: ${at.label}`]) expect(team?.text).toContain(line);
    expect(await mailsTo('jordan.park@example.edu')).toEqual([]);
  });

  it.each([
    ['no entree', { entree: undefined }, 'entree', O.entreeRequired],
    ['no base', { base: undefined }, 'base', O.baseRequired],
    ['a base of another entree', { entree: 'Salad', base: 'Sourdough' }, 'base', O.baseForEntree],
    ['None with add-ons', { addons: ['None', 'Tomato'] }, 'addons', O.noneWithOthers],
    ['no plan', { plan: undefined }, 'plan', O.planRequired],
    ['a plan not offered', { plan: 'Platinum' }, 'plan', O.planRequired],
    ['no student id', { student_id: undefined }, 'student_id', O.studentIdRequired],
    ['a protein not on the list', { protein: 'Tofu' }, 'protein', O.choiceUnknown],
    ['Other allergies not named', { allergens: ['Other (Please specify)'] }, 'other_allergies', O.otherRequired],
    ['no pick-up time', { pick_up: '' }, 'pick_up', O.pickUpRequired],
    ['a pick-up time outside the hours', { pick_up: '2026-11-24T03:00' }, 'pick_up', O.pickUpUnavailable],
    ['a pick-up time next week', { pick_up: '2026-12-01T12:00' }, 'pick_up', O.pickUpUnavailable],
  ])('refuses %s', async (_name, change, field, message) => {
    const { times } = (await pickUpTimes(northfield)).json() as { times: { value: string }[] };
    const res = await post('/v1/customer/on_the_go_form', order(times[0]!.value, change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('is a 404 where the site takes no on-the-go orders', async () => {
    expect((await pickUpTimes(lakeside)).statusCode).toBe(404);
    expect((await post('/v1/customer/on_the_go_form', order('2026-11-24T12:00', { site_id: lakeside }))).json().msg).toBe(O.notOffered);
    await t.database.db.update(locations).set({ on_the_go: false }).where(eq(locations.name, 'Founders Grab & Go'));
    try {
      expect((await pickUpTimes(northfield)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(locations).set({ on_the_go: true }).where(eq(locations.name, 'Founders Grab & Go'));
    }
  });
});

describe('health data in logs', () => {
  it('never carry what a dietary health form says, whether it is taken or refused', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ today: TODAY, config: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void lines.push(line) } });
    try {
      const send = (body: unknown) =>
        logged.app.inject({ method: 'POST', url: '/v1/customer/health_form', payload: body as object, headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, remoteAddress: newAddress() });
      const secrets = ['Kiwi-Anaphylaxis', 'Quincy Zebulon', 'quincy.zebulon@example.edu', 'Sulfite reaction'];
      const form = healthForm({ name: 'Quincy Zebulon', email: 'quincy.zebulon@example.edu', other_allergies: 'Kiwi-Anaphylaxis', additional_comments: 'Sulfite reaction' });
      expect((await send(form)).statusCode).toBe(200);
      expect((await send({ ...form, consent: 'false' })).statusCode).toBe(400);
      expect((await send('{"site_id": 1, "name": "Quincy Zebulon"')).statusCode).toBe(400);
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
